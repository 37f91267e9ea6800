/**
 * The harness types a call's answer with the endpoint its method and address reach. The
 * `@ts-expect-error` lines are the test: if the answer fell back to loose JSON, they would no
 * longer be errors and the types step (`tsc -p apps/server/tsconfig.test.json`) would fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, fieldErrors, signUp, type TestShop } from './harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('answers typed by their endpoint', () => {
  it('types a fixed address with its success shape', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/get-info/');
    expect(res.status).toBe(200);
    const units: string[] = res.body.comand;
    expect(units.length).toBeGreaterThan(0);
    // @ts-expect-error -- `comands` is not a field of the head-unit list
    expect(res.body.comands).toBeUndefined();
  });

  it('types an address with a path parameter and a query', async () => {
    const user = await signUp(shop.app);
    const history = await call(shop.app, 'GET', `/api/v1/history/?page=${1}`, { token: user.access });
    expect(history.status).toBe(200);
    const count: number = history.body.count;
    expect(count).toBe(0);
    const profile = await call(shop.app, 'GET', `/api/profile/${user.id}/`, { token: user.access });
    expect(profile.body.email).toBe(user.email);
    // @ts-expect-error -- the profile's e-mail field is `email`
    expect(profile.body.e_mail).toBeUndefined();
  });

  it('reads field messages of an error answer only through fieldErrors', async () => {
    const res = await call(shop.app, 'POST', '/auth/login/', { body: { password: 'x' } });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).email).toEqual(['This field is required.']);
    // @ts-expect-error -- a login answer has no `email` field; only its error may
    expect(res.body.email).toEqual(['This field is required.']);
  });

  it('keeps loose JSON for an address the contract does not describe', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/no-such-endpoint/');
    expect(res.status).toBe(404);
    expect(typeof res.body.detail).toBe('string');
  });
});
