/** A customer's export holds everything about them, and nothing about anyone else (decision 055). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION, givenConsent } from '@navihub/contract/consent';
import { call, createTestShop, grantPoints, sampleCode, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ WEBHOOK_ALLOW_PRIVATE: 'on' });
});
afterAll(() => shop.close());

const EXPORT = '/api/v1/account/export/';

async function customerWithAnOrder(vin: string) {
  const user = await signUp(shop.app);
  await grantPoints(shop.database.db, user.id, 3);
  const order = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: { ...sampleCode({ vin }), consent: givenConsent() },
  });
  expect(order.status).toBe(200);
  await shop.app.jobWorker.drain();
  const pin = await call(shop.app, 'POST', `/api/v1/points-subs/check/${order.body.order_id}/`, {
    token: user.access,
  });
  return { ...user, orderId: order.body.order_id as string, pin: pin.body.data as string };
}

describe('the export of my data', () => {
  it('is a JSON file of my profile, orders with PINs, points, consents and sessions, and no one else', async () => {
    const me = await customerWithAnOrder('WDD2050461F100001');
    const other = await customerWithAnOrder('WDD2050461F200002');
    await call(shop.app, 'PUT', `/api/v1/profile/${me.id}`, {
      token: me.access,
      body: { first_name: 'Ada', last_name: 'Lovelace' },
    });
    await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: me.refresh } });

    const res = await call(shop.app, 'GET', EXPORT, { token: me.access });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-disposition']).toMatch(
      /^attachment; filename="navihub-account-\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.res.headers['cache-control']).toContain('no-store');
    const data = res.body;
    expect(data.profile).toMatchObject({
      id: me.id,
      email: me.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      signs_in_with_password: true,
      signs_in_with_google: false,
      language: 'en',
    });
    // The consent given with the order: each box, when, in which wording and language.
    const [{ number }] = data.orders;
    const consent = (kind: string) => ({
      order_id: me.orderId,
      order_number: number,
      kind,
      given_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      text_version: CONSENT_TEXT_VERSION,
      language: 'en',
      exempt_reason: null,
    });
    expect(data.consents).toEqual({
      receive_email: true,
      orders: [consent('immediate_delivery'), consent('waiver_acknowledged')],
    });
    expect(Date.parse(data.consents.orders[0].given_at)).toBeLessThanOrEqual(
      Date.parse(data.orders[0].created_at) + 1000,
    );
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: me.orderId,
        vin: 'WDD2050461F100001',
        pin: me.pin,
        payment: 'points',
        status: 'fulfilled',
        request_ip: '127.0.0.1',
      }),
    ]);
    expect(data.points.balances).toEqual([{ tool: expect.any(String), amount: 2 }]);
    expect(data.points.ledger.map((l: { delta: number }) => l.delta)).toEqual([3, -1]);
    expect(data.invoices).toEqual([]);
    expect(data.sessions).toHaveLength(1);
    const [session] = data.sessions;
    expect(Date.parse(session!.last_used_at)).toBeGreaterThanOrEqual(Date.parse(session!.signed_in_at));
    expect(session!.ended_at).toBeNull();

    const text = JSON.stringify(data);
    for (const secret of [me.access, me.refresh]) expect(text).not.toContain(secret);
    for (const theirs of [other.email, other.orderId, other.pin, 'WDD2050461F200002']) {
      expect(text).not.toContain(theirs);
    }
  });

  it('lists an order placed without the consent field as a business order, exempt, after the earlier ones', async () => {
    const me = await customerWithAnOrder('WDD2050461F300003');
    const business = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: me.access,
      body: sampleCode({ vin: 'WDD2050461F300004' }),
    });
    expect(business.status).toBe(200);
    const data = (await call(shop.app, 'GET', EXPORT, { token: me.access })).body;
    const numberOf = new Map(data.orders.map((o: { id: string; number: number }) => [o.id, o.number]));
    expect(
      data.consents.orders.map((c: { order_id: string; order_number: number; kind: string }) => [
        c.order_id,
        c.order_number === numberOf.get(c.order_id),
        c.kind,
      ]),
    ).toEqual([
      [me.orderId, true, 'immediate_delivery'],
      [me.orderId, true, 'waiver_acknowledged'],
      [business.body.order_id, true, 'business_exempt'],
    ]);
    expect(data.consents.orders[2]).toMatchObject({
      text_version: null,
      language: null,
      exempt_reason: expect.stringContaining('business'),
    });
  });

  it("lists my bulk uploads and where my webhooks go, never the signing secret, and no one else's", async () => {
    const me = await customerWithAnOrder('WDD2050461F300003');
    const other = await customerWithAnOrder('WDD2050461F400004');
    const hook = await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: me.access,
      body: { url: 'http://127.0.0.1:9/hooks/navihub', events: ['order.fulfilled'] },
    });
    expect(hook.status).toBe(201);
    await call(shop.app, 'POST', '/api/v1/webhooks/', {
      token: other.access,
      body: { url: 'http://127.0.0.1:9/hooks/other', events: ['order.failed'] },
    });
    const upload = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-orders/',
      payload: 'comand,map_region,version,vin\nNTG 5.5,Europe,V12.0,WDD2050461F300005\n',
      headers: { authorization: `Bearer ${me.access}`, 'content-type': 'text/csv' },
    });
    expect(upload.statusCode).toBe(202);
    const batchId = (JSON.parse(upload.body) as { id: string }).id;

    const res = await call(shop.app, 'GET', EXPORT, { token: me.access });
    expect(res.status).toBe(200);
    expect(res.body.bulk_orders).toEqual([
      expect.objectContaining({ id: batchId, paid_with: 'points', rows: 1, valid_rows: 1 }),
    ]);
    expect(res.body.webhook_endpoints).toEqual([
      {
        url: 'http://127.0.0.1:9/hooks/navihub',
        events: ['order.fulfilled'],
        created_at: expect.any(String),
        disabled_at: null,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(hook.body.secret as string);
    expect(JSON.stringify(res.body)).not.toContain('/hooks/other');
  });

  it('needs a signed-in customer', async () => {
    expect((await call(shop.app, 'GET', EXPORT)).status).toBe(401);
  });
});
