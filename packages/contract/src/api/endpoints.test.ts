import { describe, expect, it } from 'vitest';
import { allEndpoints, findEndpoint } from './all-endpoints.js';
import { matchPath, pathOf } from './endpoint.js';
import { shapeOf, shapes } from './all-shapes.js';

describe('the endpoint table', () => {
  it('has one descriptor per shape and one shape per descriptor', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(shapes).sort());
  });

  it('never gives one method and address to two endpoints', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path.replace(/:\w+/g, ':')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names every path parameter in its shape', () => {
    for (const endpoint of allEndpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      const shape = shapeOf(endpoint) as { params?: { shape: object } };
      expect(Object.keys(shape.params?.shape ?? {}).sort(), endpoint.id).toEqual(names.sort());
    }
  });
});

describe('addresses', () => {
  const check = { path: '/api/v1/payment/check/:id/:payment/' };

  it('fills path parameters, URI-encoded', () => {
    expect(pathOf(check, { id: 'a b', payment: 'cs/1' })).toBe('/api/v1/payment/check/a%20b/cs%2F1/');
    expect(() => pathOf(check, { id: 'x' })).toThrow(/:payment/);
  });

  it('matches an address with or without its trailing slash, and nothing else', () => {
    expect(matchPath(check, '/api/v1/payment/check/a%20b/cs_1/')).toEqual({ id: 'a b', payment: 'cs_1' });
    expect(matchPath(check, '/api/v1/payment/check/a/b')).toEqual({ id: 'a', payment: 'b' });
    expect(matchPath(check, '/api/v1/payment/check/a/')).toBeUndefined();
    expect(matchPath(check, '/api/v1/payment/check//b/')).toBeUndefined();
  });

  it('finds an endpoint by method and address', () => {
    expect(findEndpoint('get', '/api/v1/points-subs/generate/')?.endpoint.id).toBe('pointsAndSubscriptions');
    expect(findEndpoint('POST', '/api/v1/points-subs/generate')?.endpoint.id).toBe('generateCode');
    expect(findEndpoint('DELETE', '/api/v1/points-subs/generate/')).toBeUndefined();
  });
});
