import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMAND_ORDER } from '@navihub/contract/rules';
import { call, createTestShop, type TestShop } from '../../test/harness.js';
import { setCodePrice } from './service.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ CATALOG_CACHE_MS: '0' });
});
afterAll(() => shop.close());

describe('catalogue', () => {
  it('lists the head units in the fixed order', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/get-info/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ comand: [...COMAND_ORDER] });
    expect(res.res.headers['cache-control']).toMatch(/public/);
  });

  it('lists every variant with versions sorted by number', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/detail');
    const rows = res.body.variants as Array<{ comand: string; map_region: string; version: string }>;
    expect(rows.length).toBeGreaterThan(50);
    expect(new Set(rows.map((r) => r.comand))).toEqual(new Set(COMAND_ORDER));
    const europe55 = rows
      .filter((r) => r.comand === 'NTG 5.5' && r.map_region === 'Europe')
      .map((r) => r.version);
    expect(europe55).toEqual(['V8.0', 'V9.0', 'V10.0', 'V11.0', 'V12.0']);
    expect(new Set(rows.map((r) => r.map_region))).toEqual(
      new Set([
        'Europe',
        'North America',
        'Middle East',
        'Asia-Pacific',
        'Russia',
        'South Africa',
        'Australia',
      ]),
    );
  });

  it('answers the single code price, and the operator can change it', async () => {
    expect((await call(shop.app, 'GET', '/api/v1/payment/paypal/')).body).toEqual({
      amount: '39.00',
      currency: 'USD',
    });
    await setCodePrice(shop.database.db, 4550);
    expect((await call(shop.app, 'GET', '/api/v1/payment/paypal/')).body).toEqual({
      amount: '45.50',
      currency: 'USD',
    });
  });
});
