import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../../db/schema.js';
import { call, createTestShop, grantPoints, sampleCode, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ API_KEY_REQUESTS_PER_MINUTE: '1000' });
});
afterAll(() => shop.close());

async function createKey(access: string, body: Record<string, unknown> = { name: 'Workshop till' }) {
  const res = await call(shop.app, 'POST', '/api/v1/api-keys/', { token: access, body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('creating and listing API keys', () => {
  it('shows the key once, keeps only its hash, and lists it by name, mode and last four', async () => {
    const user = await signUp(shop.app);
    const created = await createKey(user.access, { name: 'Reseller ERP', mode: 'live', read_only: true });
    expect(created.key).toMatch(/^nh_live_[A-Za-z0-9_-]{40}$/);
    expect(created.last_four).toBe(created.key.slice(-4));
    expect(created.read_only).toBe(true);

    const [row] = await shop.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).not.toContain(created.key.slice(8));
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await call(shop.app, 'GET', '/api/v1/api-keys/', { token: user.access });
    expect(list.status).toBe(200);
    expect(list.body.results).toEqual([
      {
        id: created.id,
        name: 'Reseller ERP',
        mode: 'live',
        read_only: true,
        last_four: created.last_four,
        created_at: created.created_at,
        last_used_at: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.key);
  });

  it('answers the key with Cache-Control: no-store', async () => {
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'a' },
    });
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a key without a name, or of an unknown mode, with field messages', async () => {
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: '  ', mode: 'sandbox' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(['name', 'mode']));
  });

  it('creates test-mode keys as nh_test_', async () => {
    const user = await signUp(shop.app);
    const created = await createKey(user.access, { name: 'Staging', mode: 'test' });
    expect(created.key).toMatch(/^nh_test_/);
    expect(created.mode).toBe('test');
  });
});

describe('calling the API with a key', () => {
  it('orders a PIN, checks it and reads the history as the access token does, noting its use', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    const { key, id } = await createKey(user.access);
    const order = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: key,
      body: sampleCode(),
    });
    expect(order.status).toBe(200);
    const check = await call(shop.app, 'POST', `/api/v1/points-subs/check/${order.body.order_id}/`, {
      token: key,
    });
    expect(check.status).toBe(200);
    const history = await call(shop.app, 'GET', '/api/v1/history/', { token: key });
    expect(history.body.results.map((o) => o.order_id)).toEqual([order.body.order_id]);
    const list = await call(shop.app, 'GET', '/api/v1/api-keys/', { token: user.access });
    expect(list.body.results.find((k) => k.id === id)?.last_used_at).not.toBeNull();
  });

  it('reads the catalogue and bundle purchases, with the RateLimit headers on every answer', async () => {
    const user = await signUp(shop.app);
    const { key } = await createKey(user.access);
    for (const url of ['/api/v1/get-info/', '/api/v1/bundles/', '/api/v1/payment/bundle/'] as const) {
      const res = await call(shop.app, 'GET', url, { token: key });
      expect(res.status).toBe(200);
      expect(res.res.headers['ratelimit-limit']).toBe('1000');
      expect(Number(res.res.headers['ratelimit-remaining'])).toBeLessThan(1000);
      expect(Number(res.res.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const refused = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: key,
      body: sampleCode(),
    });
    expect(refused.status).toBe(402);
    expect(refused.res.headers['ratelimit-limit']).toBe('1000');
  });

  it('refuses a malformed key and an unknown one with 401 api_key_not_valid', async () => {
    for (const key of ['nh_live_short', `nh_live_${'a'.repeat(40)}`, `nh_prod_${'a'.repeat(40)}`]) {
      const res = await call(shop.app, 'GET', '/api/v1/history/', { token: key });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('api_key_not_valid');
    }
  });

  it('stops a revoked key at once, and answers 404 for a key not the caller’s', async () => {
    const user = await signUp(shop.app);
    const other = await signUp(shop.app);
    const { key, id } = await createKey(user.access);
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);

    const foreign = await call(shop.app, 'DELETE', `/api/v1/api-keys/${id}/`, { token: other.access });
    expect(foreign.status).toBe(404);
    const revoked = await call(shop.app, 'DELETE', `/api/v1/api-keys/${id}/`, { token: user.access });
    expect(revoked.status).toBe(204);

    const after = await call(shop.app, 'GET', '/api/v1/history/', { token: key });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('api_key_not_valid');
    const list = await call(shop.app, 'GET', '/api/v1/api-keys/', { token: user.access });
    expect(list.body.results).toEqual([]);
    expect((await call(shop.app, 'DELETE', `/api/v1/api-keys/${id}/`, { token: user.access })).status).toBe(
      404,
    );
  });

  it('refuses a key on the account, password and key management with 403 api_key_not_allowed', async () => {
    const user = await signUp(shop.app);
    const { key, id } = await createKey(user.access);
    const attempts = [
      call(shop.app, 'GET', '/auth/user/status/', { token: key }),
      call(shop.app, 'GET', '/api/v1/api-keys/', { token: key }),
      call(shop.app, 'POST', '/api/v1/api-keys/', { token: key, body: { name: 'more' } }),
      call(shop.app, 'DELETE', `/api/v1/api-keys/${id}/`, { token: key }),
      call(shop.app, 'POST', '/auth/password/change/', {
        token: key,
        body: { new_password1: 'another pass 42', new_password2: 'another pass 42' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('api_key_not_allowed');
    }
    // Nothing of it happened: the key still works.
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);
  });

  it('lets a read-only key GET and nothing else', async () => {
    const user = await signUp(shop.app);
    await grantPoints(shop.database.db, user.id, 1);
    const { key } = await createKey(user.access, { name: 'Reports', read_only: true });
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);
    const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: key,
      body: sampleCode(),
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('api_key_read_only');
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).body.count).toBe(0);
  });

  it("refuses a test-mode key where there is no sandbox: the account's business details", async () => {
    const user = await signUp(shop.app);
    const { key } = await createKey(user.access, { name: 'Staging', mode: 'test' });
    const business = await call(shop.app, 'GET', '/api/v1/account/business/', { token: key });
    expect(business.status).toBe(403);
    expect(business.body.code).toBe('test_mode_unavailable');
    // The catalogue reads no account: a test key reads it as anyone does.
    expect((await call(shop.app, 'GET', '/api/v1/get-info/', { token: key })).status).toBe(200);
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(200);
  });

  it('ends the keys with the password: a change signs every session out, keys included', async () => {
    const user = await signUp(shop.app);
    const { key } = await createKey(user.access);
    const change = await call(shop.app, 'POST', '/auth/password/change/', {
      token: user.access,
      body: { new_password1: 'another pass 42', new_password2: 'another pass 42' },
    });
    expect(change.status).toBe(200);
    expect((await call(shop.app, 'GET', '/api/v1/history/', { token: key })).status).toBe(401);
  });
});

describe('the rate limit per key', () => {
  let limited: TestShop;
  beforeAll(async () => {
    limited = await createTestShop({ API_KEY_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 past the limit, with the remaining count falling to 0, and counts each key apart', async () => {
    const user = await signUp(limited.app);
    const create = (name: string) =>
      call(limited.app, 'POST', '/api/v1/api-keys/', { token: user.access, body: { name } });
    const first = (await create('one')).body.key;
    const second = (await create('two')).body.key;
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(limited.app, 'GET', '/api/v1/history/', { token: first });
      expect(res.status).toBe(200);
      remaining.push(String(res.res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const over = await call(limited.app, 'GET', '/api/v1/history/', { token: first });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(over.res.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(limited.app, 'GET', '/api/v1/history/', { token: second })).status).toBe(200);
    // The access token is not counted with the keys.
    expect((await call(limited.app, 'GET', '/api/v1/history/', { token: user.access })).status).toBe(200);
  });
});
