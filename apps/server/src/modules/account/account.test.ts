import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { pointBalances, subscriptions, tools } from '../../db/schema.js';
import { call, createTestShop, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('user status', () => {
  it('is a list whose first item is the signed-in user', async () => {
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'GET', '/auth/user/status/', { token: user.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        pk: user.id,
        email: user.email,
        discount: 0,
        role: 'customer',
        receive_email: true,
        first_name: '',
        last_name: '',
        speciality: '',
        birthday: null,
      },
    ]);
  });
});

describe('points and subscriptions', () => {
  it('lists the records of the signed-in user only', async () => {
    const owner = await signUp(shop.app);
    const other = await signUp(shop.app);
    const tool = await shop.database.db.query.tools.findFirst({ where: eq(tools.name, NAVIGATION_TOOL) });
    const end = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    await shop.database.db.insert(pointBalances).values({ userId: owner.id, toolId: tool!.id, amount: 7 });
    await shop.database.db.insert(subscriptions).values({ userId: owner.id, toolId: tool!.id, endDate: end });

    const mine = await call(shop.app, 'GET', '/api/v1/points-subs/generate/', { token: owner.access });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({
      points: [{ pk: expect.any(Number), fk_tool_name: NAVIGATION_TOOL, amount: 7 }],
      subscriptions: [{ pk: expect.any(Number), fk_tool_name: NAVIGATION_TOOL, end_date: end.toISOString() }],
    });
    const theirs = await call(shop.app, 'GET', '/api/v1/points-subs/generate', { token: other.access });
    expect(theirs.body).toEqual({ points: [], subscriptions: [] });
  });

  it('needs a signed-in user', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/points-subs/generate/');
    expect(res.status).toBe(401);
  });
});

describe('profile', () => {
  it('lets the owner read and update it, and nobody else', async () => {
    const owner = await signUp(shop.app);
    const other = await signUp(shop.app);
    const update = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      speciality: 'Workshop',
      birthday: '1990-04-02',
    };
    const put = await call(shop.app, 'PUT', `/api/v1/profile/${owner.id}`, {
      token: owner.access,
      body: update,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ pk: owner.id, email: owner.email, ...update });
    const get = await call(shop.app, 'GET', `/api/profile/${owner.id}/`, { token: owner.access });
    expect(get.body).toEqual({ pk: owner.id, email: owner.email, ...update });

    const foreignRead = await call(shop.app, 'GET', `/api/profile/${owner.id}/`, { token: other.access });
    expect(foreignRead.status).toBe(403);
    const foreignWrite = await call(shop.app, 'PUT', `/api/v1/profile/${owner.id}/`, {
      token: other.access,
      body: { first_name: 'Mallory' },
    });
    expect(foreignWrite.status).toBe(403);
    const after = await call(shop.app, 'GET', `/api/profile/${owner.id}/`, { token: owner.access });
    expect(after.body.first_name).toBe('Ada');
  });

  it('refuses a malformed birthday with a field message', async () => {
    const owner = await signUp(shop.app);
    const res = await call(shop.app, 'PUT', `/api/v1/profile/${owner.id}`, {
      token: owner.access,
      body: { birthday: '02/04/1990' },
    });
    expect(res.status).toBe(400);
    expect(res.body.birthday).toHaveLength(1);
  });
});

describe('e-mail preference', () => {
  it('reads and toggles with an empty body', async () => {
    const user = await signUp(shop.app);
    const read = await call(shop.app, 'GET', '/auth/user/receive_email', { token: user.access });
    expect(read.body).toEqual({ receive_email: true });
    const off = await shop.app.inject({
      method: 'POST',
      url: '/auth/user/receive_email',
      headers: { authorization: `Bearer ${user.access}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(off.json()).toEqual({ receive_email: false });
    const on = await call(shop.app, 'POST', '/auth/user/receive_email/', { token: user.access });
    expect(on.body).toEqual({ receive_email: true });
    const status = await call(shop.app, 'GET', '/auth/user/status/', { token: user.access });
    expect(status.body[0]?.receive_email).toBe(true);
  });
});
