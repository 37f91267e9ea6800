import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('GET /api/v1/vin/:vin/', () => {
  it('decodes a Mercedes-Benz VIN with a one-line summary', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/vin/wdd2050461f123456/');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ok: true,
      vin: 'WDD2050461F123456',
      isMercedes: true,
      layout: 'rest-of-world',
    });
    expect(res.body.summary).toMatch(/^Mercedes-Benz C-Class \(W205\)/);
    expect(res.body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'WDD' })]));
  });

  it('answers 400 with the precise reason for a malformed VIN', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/vin/WDD2050461F12345/');
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('VIN must be 17 characters (got 16)');
    const letters = await call(shop.app, 'GET', '/api/v1/vin/WDDO050461F123456');
    expect(letters.status).toBe(400);
    expect(letters.body.detail).toMatch(/character 4 'O' is not allowed/);
  });

  it('flags a North-American VIN whose check digit fails', async () => {
    const good = await call(shop.app, 'GET', '/api/v1/vin/1M8GDM9AXKP042788/');
    expect(good.status).toBe(200);
    expect(good.body.checkDigit).toMatchObject({ valid: true });
    const bad = await call(shop.app, 'GET', '/api/v1/vin/1M8GDM9A1KP042788/');
    expect(bad.body.valid).toBe(false);
  });
});
