import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { call, type Json, type TestShop } from '../../test/harness.js';
import { createCatalogueShop, type CatalogueShop } from '../../test/shops.js';

let shop: TestShop;
let send: CatalogueShop['send'];
let auditOf: CatalogueShop['auditOf'];

beforeAll(async () => {
  ({ shop, send, auditOf } = await createCatalogueShop());
});
afterAll(() => shop.close());

describe('bundles', () => {
  const publicTokenBundles = async () =>
    (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results as Json[];
  const publicSubscriptionBundles = async () =>
    (await call(shop.app, 'GET', '/api/v1/subscribe_bundles/')).body.results as Json[];

  it('adds a token bundle, changes only what is sent, hides and shows it', async () => {
    const res = await send('POST', pathOf(backofficeApi.addTokenBundle), {
      name: 'Starter: 5 tokens',
      price: '150.00',
      discount_percent: 10,
      tokens: 5,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Starter: 5 tokens',
      price: '150.00',
      discount_percent: 10,
      active: true,
    });
    const id = String(res.body.id);
    expect((await publicTokenBundles()).find((b) => b.id === res.body.id)).toMatchObject({
      discount_price: '135.00',
      tokens: 5,
    });
    const renamed = await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), { name: 'Starter' });
    expect(renamed.body).toMatchObject({ name: 'Starter', discount_percent: 10, tokens: 5, active: true });
    const hidden = await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), { active: false });
    expect(hidden.body.active).toBe(false);
    expect((await publicTokenBundles()).map((b) => b.id)).not.toContain(res.body.id);
    const all = (await send('GET', pathOf(backofficeApi.listTokenBundles))).body.results as Json[];
    expect(all.find((b) => b.id === res.body.id)).toMatchObject({ name: 'Starter', active: false });
    expect((await auditOf('catalogue.token_bundle_saved')).at(-1)).toMatchObject({
      subjectId: id,
      before: { active: true, name: 'Starter' },
      after: { active: false, name: 'Starter' },
    });
  });

  it('refuses wrong values and unknown bundles, and changes nothing', async () => {
    const before = (await send('GET', pathOf(backofficeApi.listTokenBundles))).body.results;
    for (const body of [
      { name: 'x', price: '0', tokens: 5 },
      { name: 'x', price: '10.00', tokens: 0 },
      { name: '', price: '10.00', tokens: 5 },
      { name: 'x', price: '10.00', tokens: 5, discount_percent: 101 },
      { name: 'x', price: '10.00', tokens: 5, discount_percent: 100 },
    ]) {
      expect((await send('POST', pathOf(backofficeApi.addTokenBundle), body)).status).toBe(400);
    }
    const first = (before as Json[])[0]!;
    const id = String(first.id);
    expect(
      (await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), { price: '-1' })).status,
    ).toBe(400);
    expect((await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id }), {})).status).toBe(400);
    expect(
      (await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id: '999999' }), { name: 'x' })).status,
    ).toBe(404);
    expect((await send('GET', pathOf(backofficeApi.listTokenBundles))).body.results).toEqual(before);
  });

  it("names a bundle per language: each language's list shows its name, the default name elsewhere (decision 070)", async () => {
    const res = await send('POST', pathOf(backofficeApi.addTokenBundle), {
      name: 'Workshop: 7 tokens',
      price: '210.00',
      tokens: 7,
      names: { de: ' Werkstattpaket: 7 Token ', ar: 'باقة الورشة: 7 رموز', fr: '  ' },
    });
    expect(res.status).toBe(201);
    // Trimmed; a blank name is none.
    expect(res.body.names).toEqual({ de: 'Werkstattpaket: 7 Token', ar: 'باقة الورشة: 7 رموز' });
    const id = res.body.id;
    const listed = async (lang?: string) =>
      (
        (await call(shop.app, 'GET', `/api/v1/bundles/${lang ? `?lang=${lang}` : ''}`)).body.results as Json[]
      ).find((b) => b.id === id)?.name;
    expect(await listed('de')).toBe('Werkstattpaket: 7 Token');
    expect(await listed('ar')).toBe('باقة الورشة: 7 رموز');
    expect(await listed('fr')).toBe('Workshop: 7 tokens');
    expect(await listed()).toBe('Workshop: 7 tokens');
    expect(await listed('en')).toBe('Workshop: 7 tokens');
    expect(await listed('xx')).toBe('Workshop: 7 tokens');
    // A change of names replaces them all; the other fields stay.
    const changed = await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id: String(id) }), {
      names: { fr: 'Atelier : 7 jetons' },
    });
    expect(changed.body).toMatchObject({
      name: 'Workshop: 7 tokens',
      tokens: 7,
      names: { fr: 'Atelier : 7 jetons' },
    });
    expect(await listed('de')).toBe('Workshop: 7 tokens');
    expect(await listed('fr')).toBe('Atelier : 7 jetons');
    expect((await auditOf('catalogue.token_bundle_saved')).at(-1)).toMatchObject({
      before: { names: { de: 'Werkstattpaket: 7 Token' } },
      after: { names: { fr: 'Atelier : 7 jetons' } },
    });
    // Names only in the shop's languages other than English, and no longer than a name.
    for (const names of [{ en: 'Workshop' }, { xx: 'Workshop' }, { de: 'x'.repeat(101) }, { de: 5 }]) {
      const refused = await send('PATCH', pathOf(backofficeApi.updateTokenBundle, { id: String(id) }), {
        names,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid', names: [expect.any(String)] });
    }
    expect(await listed('fr')).toBe('Atelier : 7 jetons');

    const year = await send('POST', pathOf(backofficeApi.addSubscriptionBundle), {
      name: 'A year unlimited',
      price: '999.00',
      duration_days: 365,
      names: { ru: 'Год без ограничений' },
    });
    const subscriptions = await call(shop.app, 'GET', '/api/v1/subscribe_bundles/?lang=ru');
    expect((subscriptions.body.results as Json[]).find((b) => b.id === year.body.id)?.name).toBe(
      'Год без ограничений',
    );
  });

  it('adds and changes a subscription bundle, shown in the shop at once', async () => {
    const res = await send('POST', pathOf(backofficeApi.addSubscriptionBundle), {
      name: '2 weeks unlimited',
      price: '99.00',
      duration_days: 14,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ discount_percent: 0, duration_days: 14, active: true });
    const id = String(res.body.id);
    expect((await publicSubscriptionBundles()).find((b) => b.id === res.body.id)).toMatchObject({
      duration: 14,
    });
    const changed = await send('PATCH', pathOf(backofficeApi.updateSubscriptionBundle, { id }), {
      duration_days: 21,
      active: false,
    });
    expect(changed.body).toMatchObject({ name: '2 weeks unlimited', duration_days: 21, active: false });
    expect((await publicSubscriptionBundles()).map((b) => b.id)).not.toContain(res.body.id);
    expect((await send('GET', pathOf(backofficeApi.listSubscriptionBundles))).body.results).toContainEqual(
      changed.body,
    );
    expect((await auditOf('catalogue.subscription_bundle_saved')).at(-1)).toMatchObject({
      before: { duration_days: 14, active: true },
      after: { duration_days: 21, active: false },
    });
    expect(
      (await send('PATCH', pathOf(backofficeApi.updateSubscriptionBundle, { id }), { duration_days: 0 }))
        .status,
    ).toBe(400);
    expect(
      (
        await send('PATCH', pathOf(backofficeApi.updateSubscriptionBundle, { id: '999999' }), {
          active: true,
        })
      ).status,
    ).toBe(404);
  });
});
