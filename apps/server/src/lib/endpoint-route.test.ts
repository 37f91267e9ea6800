/** Routes registered from contract descriptors: their document, their authentication, their answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@navihub/contract/api/all-endpoints';
import { call, createTestShop, expectContractAnswer, type TestShop } from '../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

type Operation = { operationId?: string; summary?: string; security?: unknown[]; tags?: string[] };

describe('routes from the contract', () => {
  it('serve every descriptor the shop has, at its method and address', () => {
    for (const endpoint of allEndpoints) {
      // The dev stand-ins are there on a loopback shop like this test's. The router ignores a
      // trailing slash, so it keeps each address without one.
      const url = endpoint.path.length > 1 ? endpoint.path.replace(/\/$/, '') : endpoint.path;
      expect(shop.app.hasRoute({ method: endpoint.method, url }), endpoint.id).toBe(true);
    }
  });

  it('publish each operation with its id, summary, tag and what it needs to be signed in', async () => {
    const doc = await call(shop.app, 'GET', '/api/docs/json');
    const paths = doc.body.paths as Record<string, Record<string, Operation>>;
    const generate = paths['/api/v1/points-subs/generate/']!.post!;
    expect(generate).toMatchObject({
      operationId: 'generateCode',
      summary: expect.any(String),
      tags: ['navigation codes'],
      // An API key may order too (docs/decisions/053).
      security: [{ bearer: [] }, { apiKey: [] }],
    });
    expect(paths['/api/v1/payment/stripe/']!.post!.security).toEqual([{ bearer: [] }, {}, { apiKey: [] }]);
    expect(paths['/api/v1/get-info/']!.get!.security).toEqual([{}, { apiKey: [] }]);
    expect(paths['/auth/user/status/']!.get!.security).toEqual([{ bearer: [] }]);
    expect(paths['/auth/login/']!.post!.security).toEqual([]);
    const published = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(published.every((operation) => operation.operationId && operation.summary)).toBe(true);
    expect(Object.keys(paths).some((path) => path.startsWith('/dev/'))).toBe(false);
  });

  it('ask for the token before they read the body: 401, not what is wrong with the body', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', { body: { vin: 1 } });
    expect(res.status).toBe(401);
    const bundle = await call(shop.app, 'POST', '/api/v1/payment/bundle/', { body: { fk_bundle: 'x' } });
    expect(bundle.status).toBe(401);
  });
});

describe('the test helper', () => {
  it('fails a test whose answer does not match the contract', () => {
    expect(() =>
      expectContractAnswer('POST', '/api/v1/points-subs/generate/', 200, { orderId: 'x' }),
    ).toThrow(/generateCode answered 200 outside its contract/);
    expect(() =>
      expectContractAnswer('POST', '/api/v1/points-subs/generate/', 200, { order_id: 'x', livemode: true }),
    ).not.toThrow();
  });
});
