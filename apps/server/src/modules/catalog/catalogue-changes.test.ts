import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { BACKOFFICE_PAGE_SIZE } from '@navihub/contract/backoffice';
import { headUnits, variants } from '../../db/schema.js';
import { call, type Json, type TestShop } from '../../test/harness.js';
import { createCatalogueShop, type CatalogueShop, type SignedUp } from '../../test/shops.js';

let shop: TestShop;
let admin: SignedUp;
let send: CatalogueShop['send'];
let auditOf: CatalogueShop['auditOf'];

beforeAll(async () => {
  ({ shop, admin, send, auditOf } = await createCatalogueShop());
});
afterAll(() => shop.close());

const db = () => shop.database.db;
const variantCount = async () => (await db().select({ n: count() }).from(variants))[0]!.n;
/** Every variant the admin's list has, page after page (following `next`). */
async function everyListed(): Promise<Json[]> {
  const all: Json[] = [];
  let path: string | null = pathOf(backofficeApi.listVariants);
  while (path) {
    const page = await send('GET', path);
    expect(page.status).toBe(200);
    all.push(...(page.body.results as Json[]));
    path = page.body.next as string | null;
  }
  return all;
}
const publicVariants = async () =>
  ((await call(shop.app, 'GET', '/api/v1/detail/')).body.variants as Json[]).map(
    (v) => `${v.comand}|${v.map_region}|${v.version}`,
  );

describe('variants', () => {
  it('adds one: the shop offers it at once, and the audit log has it', async () => {
    await publicVariants(); // the shop's answer is cached now
    const res = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: 'NTG 5.5',
      map_region: 'Atlantis',
      version: 'V1.0',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      comand: 'NTG 5.5',
      map_region: 'Atlantis',
      version: 'V1.0',
      active: true,
    });
    expect(await publicVariants()).toContain('NTG 5.5|Atlantis|V1.0');
    expect(await everyListed()).toContainEqual(res.body);
    expect((await auditOf('catalogue.variant_added')).at(-1)).toMatchObject({
      actorEmail: admin.email,
      subjectType: 'variant',
      subjectId: String(res.body.id),
      after: res.body,
    });
  });

  it('refuses a variant the catalogue has, or a wrong version, with a message on version; adds nothing', async () => {
    const before = await variantCount();
    const duplicate = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: 'NTG 5.5',
      map_region: 'Europe',
      version: 'V12.0',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.version).toEqual([expect.stringContaining('already in the catalogue')]);
    const wrong = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: 'NTG 5.5',
      map_region: 'Europe',
      version: 'twelve',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.version).toEqual(['The version must look like V1.2.']);
    expect(
      (await send('POST', pathOf(backofficeApi.addVariant), { comand: '', map_region: 'x' })).status,
    ).toBe(400);
    expect(await variantCount()).toBe(before);
  });

  it('disables one (gone from the shop at once, still listed here) and offers it again', async () => {
    const added = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: 'NTG 5.5',
      map_region: 'Lemuria',
      version: 'V2.0',
    });
    const id = String(added.body.id);
    expect(await publicVariants()).toContain('NTG 5.5|Lemuria|V2.0');
    const off = await send('PATCH', pathOf(backofficeApi.updateVariant, { id }), { active: false });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await publicVariants()).not.toContain('NTG 5.5|Lemuria|V2.0');
    const listed = await everyListed();
    expect(listed.find((v) => v.id === added.body.id)).toMatchObject({ active: false });
    expect((await auditOf('catalogue.variant_updated')).at(-1)).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    await send('PATCH', pathOf(backofficeApi.updateVariant, { id }), { active: true });
    expect(await publicVariants()).toContain('NTG 5.5|Lemuria|V2.0');
    expect(
      (await send('PATCH', pathOf(backofficeApi.updateVariant, { id: '999999' }), { active: true })).status,
    ).toBe(404);
    expect((await send('PATCH', pathOf(backofficeApi.updateVariant, { id }), {})).status).toBe(400);
  });
});

describe('values a spreadsheet would run as a formula (issue 29 item 8)', () => {
  const because =
    'starts with =, +, -, @, a tab or a carriage return (a spreadsheet would run it as a formula)';

  it('refuses one in a variant added by hand, with a message on its field; adds nothing', async () => {
    const before = await variantCount();
    const res = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: '=HYPERLINK("https://evil.example","Update")',
      map_region: '@SUM(A1)',
      version: 'V1.0',
    });
    expect(res.status).toBe(400);
    expect(res.body.comand).toEqual([`The value ${because}.`]);
    expect(res.body.map_region).toEqual([`The value ${because}.`]);
    for (const map_region of ['+Thule', '-Thule', ' =1+2']) {
      const one = await send('POST', pathOf(backofficeApi.addVariant), {
        comand: 'NTG 5.5',
        map_region,
        version: 'V1.0',
      });
      expect(one.body.map_region).toEqual([`The value ${because}.`]);
    }
    expect(await variantCount()).toBe(before);
  });

  it('refuses a CSV with one, naming its line and column, and imports none of it', async () => {
    const before = await variantCount();
    const audits = (await auditOf('catalogue.imported')).length;
    const csv =
      'comand,map_region,version\nNTG 5.5,Avalon,V1.0\n"=HYPERLINK(""https://evil.example"",""Update"")",Europe,V1.0\n';
    const res = await send('POST', pathOf(backofficeApi.importCatalogue), { csv });
    expect(res.status).toBe(400);
    expect(res.body.csv).toEqual([`line 3, column comand: ${because}`]);
    expect(await variantCount()).toBe(before);
    expect(await auditOf('catalogue.imported')).toHaveLength(audits);
    expect(await publicVariants()).not.toContain('NTG 5.5|Avalon|V1.0');
  });

  it('exports one already in the catalogue as text: a single quote before it', async () => {
    const [unit] = await db()
      .insert(headUnits)
      .values({ name: '=HYPERLINK("https://evil.example")' })
      .returning();
    const [row] = await db()
      .insert(variants)
      .values({ headUnitId: unit!.id, mapRegion: '-Thule', version: 'V1.0' })
      .returning();
    try {
      const res = await send('GET', pathOf(backofficeApi.exportCatalogue));
      expect(res.body.csv).toContain(`"'=HYPERLINK(""https://evil.example"")",'-Thule,V1.0\n`);
      expect(res.body.csv).not.toMatch(/(^|\n|,)"?[=+\-@]/);
    } finally {
      await db().delete(variants).where(eq(variants.id, row!.id));
      await db().delete(headUnits).where(eq(headUnits.id, unit!.id));
    }
  });
});

describe('the variants list', () => {
  it('pages as the other back-office lists: 20 a page, `page` in the query, next and previous links', async () => {
    const total = await variantCount();
    expect(total).toBeGreaterThan(BACKOFFICE_PAGE_SIZE); // the seeded catalogue and the added ones
    const first = await send('GET', pathOf(backofficeApi.listVariants));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      count: total,
      previous: null,
      next: `${pathOf(backofficeApi.listVariants)}?page=2`,
    });
    expect(first.body.results).toHaveLength(BACKOFFICE_PAGE_SIZE);

    const second = await send('GET', `${pathOf(backofficeApi.listVariants)}?page=2`);
    expect(second.body.previous).toBe(`${pathOf(backofficeApi.listVariants)}?page=1`);
    const firstIds = (first.body.results as Json[]).map((v) => v.id);
    expect((second.body.results as Json[]).some((v) => firstIds.includes(v.id))).toBe(false);

    // Every variant once, in the same order as one long list would have them.
    const all = await everyListed();
    expect(all).toHaveLength(total);
    expect(new Set(all.map((v) => v.id)).size).toBe(total);
    expect(all.slice(0, BACKOFFICE_PAGE_SIZE)).toEqual(first.body.results);

    const lastPage = Math.ceil(total / BACKOFFICE_PAGE_SIZE);
    const last = await send('GET', `${pathOf(backofficeApi.listVariants)}?page=${lastPage}`);
    expect(last.body.next).toBeNull();
    const beyond = await send('GET', `${pathOf(backofficeApi.listVariants)}?page=${lastPage + 1}`);
    expect(beyond.body).toMatchObject({ count: total, next: null, results: [] });
    expect((await send('GET', `${pathOf(backofficeApi.listVariants)}?page=0`)).status).toBe(400);
    expect((await send('GET', `${pathOf(backofficeApi.listVariants)}?page=two`)).status).toBe(400);
  });
});

describe('CSV import and export', () => {
  it('imports every row: new ones added, known ones unchanged, offered at once', async () => {
    await publicVariants();
    const csv = 'comand,map_region,version\nNTG 5.5,Europe,V12.0\nNTG 5.5,Mu,V3.0\nNTG 5.5,Mu,V3.1\n';
    const res = await send('POST', pathOf(backofficeApi.importCatalogue), { csv });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ added: 2, unchanged: 1 });
    expect(await publicVariants()).toEqual(expect.arrayContaining(['NTG 5.5|Mu|V3.0', 'NTG 5.5|Mu|V3.1']));
    expect((await auditOf('catalogue.imported')).at(-1)).toMatchObject({
      subjectType: 'catalogue',
      after: { rows: 3, added: 2, unchanged: 1 },
    });
    expect((await send('POST', pathOf(backofficeApi.importCatalogue), { csv })).body).toEqual({
      added: 0,
      unchanged: 3,
    });
  });

  it('imports a file of several insert batches: new rows added, a disabled one offered again, an active one unchanged', async () => {
    const disabled = await send('POST', pathOf(backofficeApi.addVariant), {
      comand: 'NTG Batch 0',
      map_region: 'Region 0',
      version: 'V1.0',
    });
    await send('PATCH', pathOf(backofficeApi.updateVariant, { id: String(disabled.body.id) }), {
      active: false,
    });
    const rows = Array.from(
      { length: 2500 },
      (_, i) => `NTG Batch ${i % 5},Region ${Math.floor(i / 5) % 100},V${Math.floor(i / 500) + 1}.0`,
    );
    const csv = ['comand,map_region,version', 'NTG 5.5,Europe,V12.0', ...rows].join('\n');
    const before = await variantCount();
    const res = await send('POST', pathOf(backofficeApi.importCatalogue), { csv });
    expect(res.body).toEqual({ added: 2500, unchanged: 1 });
    expect(await variantCount()).toBe(before + 2499);
    expect(await publicVariants()).toEqual(
      expect.arrayContaining(['NTG Batch 0|Region 0|V1.0', 'NTG Batch 4|Region 99|V5.0']),
    );
    const batch = (await publicVariants()).filter((v) => v.startsWith('NTG Batch'));
    expect(batch).toHaveLength(2500);
  });

  it('refuses a file with a wrong row, naming each line, and adds nothing', async () => {
    const before = await variantCount();
    const audits = (await auditOf('catalogue.imported')).length;
    const csv = 'comand,map_region,version\nNTG 5.5,Hyperborea,V1.0\nNTG 5.5,,V1.0\nNTG 5.5,Thule,one\n';
    const res = await send('POST', pathOf(backofficeApi.importCatalogue), { csv });
    expect(res.status).toBe(400);
    expect(res.body.csv).toEqual([
      'line 3: every value is required',
      'line 4: version "one" must look like V1.2',
    ]);
    expect(res.body.detail).toBe('line 3: every value is required');
    const header = await send('POST', pathOf(backofficeApi.importCatalogue), { csv: 'a,b\n1,2\n' });
    expect(header.body.csv).toEqual([expect.stringContaining('line 1')]);
    expect((await send('POST', pathOf(backofficeApi.importCatalogue), { csv: '' })).status).toBe(400);
    expect(await variantCount()).toBe(before);
    expect(await auditOf('catalogue.imported')).toHaveLength(audits);
    expect(await publicVariants()).not.toContain('NTG 5.5|Hyperborea|V1.0');
  });

  it('exports the active catalogue as the CSV the import reads', async () => {
    const res = await send('GET', pathOf(backofficeApi.exportCatalogue));
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (res.body.csv as string).trim().split('\n');
    expect(lines[0]).toBe('comand,map_region,version');
    expect(lines.slice(1).map((l) => l.replaceAll(',', '|'))).toEqual(await publicVariants());
    const again = await send('POST', pathOf(backofficeApi.importCatalogue), { csv: res.body.csv });
    expect(again.body).toEqual({ added: 0, unchanged: lines.length - 1 });
  });
});

describe('the code price', () => {
  it('is read and set; the shop charges the new one at once', async () => {
    const publicPrice = async () => (await call(shop.app, 'GET', '/api/v1/payment/paypal/')).body.amount;
    const old = (await send('GET', pathOf(backofficeApi.getPrice))).body;
    expect(old).toEqual({ code_price: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'USD' });
    expect(await publicPrice()).toBe(old.code_price);
    const res = await send('PUT', pathOf(backofficeApi.setPrice), { code_price: '45.5' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code_price: '45.50', currency: 'USD' });
    expect(await publicPrice()).toBe('45.50');
    expect((await auditOf('catalogue.price_set')).at(-1)).toMatchObject({
      subjectType: 'price',
      before: { code_price: old.code_price },
      after: { code_price: '45.50' },
    });
  });

  it('refuses a price of zero or below, or not an amount, and keeps the old one', async () => {
    const audits = (await auditOf('catalogue.price_set')).length;
    for (const code_price of ['0', '0.00', '-1', 'abc', '1.234', '']) {
      const res = await send('PUT', pathOf(backofficeApi.setPrice), { code_price });
      expect(res.status).toBe(400);
      expect(res.body.code_price).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect((await send('GET', pathOf(backofficeApi.getPrice))).body.code_price).toBe('45.50');
    expect(await auditOf('catalogue.price_set')).toHaveLength(audits);
  });
});
