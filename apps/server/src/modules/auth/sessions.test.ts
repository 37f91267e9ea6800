import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { sessions } from '../../db/schema.js';
import { balance, toolId } from '../points/index.js';
import {
  call,
  createTestShop,
  grantPoints,
  PASSWORD,
  sampleCode,
  sessionOf,
  signUp,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(() => shop.close());

const NEW_PASSWORD = 'a brand new secret';
const db = () => shop.database.db;

const login = async (email: string, password = PASSWORD) => {
  const res = await call(shop.app, 'POST', '/auth/login/', { body: { email, password } });
  return {
    status: res.status,
    access: res.body.access_token as string,
    refresh: res.body.refresh_token as string,
  };
};
const status = (access: string) => call(shop.app, 'GET', '/auth/user/status/', { token: access });
const refresh = (token: string) =>
  call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: token } });
const generate = (access: string) =>
  call(shop.app, 'POST', '/api/v1/points-subs/generate/', { token: access, body: sampleCode() });
const changePassword = (access: string, password = NEW_PASSWORD) =>
  call(shop.app, 'POST', '/auth/password/change/', {
    token: access,
    body: { new_password1: password, new_password2: password },
  });
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

/** Moves a session's sign-in into the past, as if the customer had signed in that long ago. */
const signedInMinutesAgo = (access: string, minutes: number) =>
  db()
    .update(sessions)
    .set({ signedInAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.id, sessionOf(access)));

async function resetLink(email: string) {
  await shop.app.mailWorker.drain();
  shop.mail.sent.length = 0;
  await call(shop.app, 'POST', '/password/reset/', { body: { email } });
  await shop.app.mailWorker.drain();
  const match = /create-password\?token=([^&\s]+)&id=(\d+)/.exec(shop.mail.sent.at(-1)!.text);
  if (!match) throw new Error('no reset link');
  return { token: decodeURIComponent(match[1]!), id: match[2]! };
}
const confirmReset = ({ token, id }: { token: string; id: string }, password = NEW_PASSWORD) =>
  call(shop.app, 'POST', `/password/reset/confirm/${id}/${encodeURIComponent(token)}/`, {
    body: { new_password1: password, new_password2: password, uid: id, token },
  });

async function noticesTo(email: string) {
  await shop.app.mailWorker.drain();
  return shop.mail.sent.filter((m) => m.to === email && /your password was changed/.test(m.subject));
}

describe('logout', () => {
  it('ends the session: its access token is refused at once, also by generate', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 2);
    expect((await status(user.access)).status).toBe(200);

    const out = await call(shop.app, 'POST', '/auth/logout/', { body: { refresh: user.refresh } });
    expect(out.status).toBe(200);

    const after = await status(user.access);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(messages.tokenNotValidCode);
    const taken = await generate(user.access);
    expect(taken.status).toBe(401);
    expect(taken.body.code).toBe(messages.tokenNotValidCode);
    expect(await pointsOf(user.id)).toBe(2);
    expect((await refresh(user.refresh)).status).toBe(401);
  });

  it('ends only that session', async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    await call(shop.app, 'POST', '/auth/logout/', { body: { refresh: other.refresh } });
    expect((await status(other.access)).status).toBe(401);
    expect((await status(user.access)).status).toBe(200);
  });

  it('ends the session whose tokens were rotated, through the newest refresh token', async () => {
    const user = await signUp(shop.app);
    const rotated = await refresh(user.refresh);
    expect(rotated.status).toBe(200);
    await call(shop.app, 'POST', '/auth/logout/', { body: { refresh: rotated.body.refresh } });
    expect((await status(user.access)).status).toBe(401);
    expect((await status(rotated.body.access as string)).status).toBe(401);
  });
});

describe('password change', () => {
  it("ends every other session's access and refresh tokens at once and keeps this one", async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    await grantPoints(db(), user.id, 1);

    expect((await changePassword(user.access)).status).toBe(200);

    expect((await status(other.access)).status).toBe(401);
    expect((await generate(other.access)).status).toBe(401);
    expect(await pointsOf(user.id)).toBe(1);
    expect((await refresh(other.refresh)).status).toBe(401);

    expect((await status(user.access)).status).toBe(200);
    const mine = await refresh(user.refresh);
    expect(mine.status).toBe(200);
    expect((await status(mine.body.access as string)).status).toBe(200);
    expect((await generate(mine.body.access as string)).status).toBe(200);
  });

  it('ends another session even when it refreshes at the same moment', async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    const [changed, refreshed] = await Promise.all([changePassword(user.access), refresh(other.refresh)]);
    expect(changed.status).toBe(200);
    if (refreshed.status === 200) {
      expect((await status(refreshed.body.access as string)).status).toBe(401);
      expect((await refresh(refreshed.body.refresh as string)).status).toBe(401);
    } else {
      expect(refreshed.status).toBe(401);
    }
    expect((await status(other.access)).status).toBe(401);
  });

  it('makes every outstanding reset link stop working', async () => {
    const user = await signUp(shop.app);
    const link = await resetLink(user.email);
    expect((await changePassword(user.access)).status).toBe(200);
    const late = await confirmReset(link, 'the attackers password');
    expect(late.status).toBe(400);
    expect(late.body).toEqual(errorAnswer('invalid', { token: [messages.resetLinkInvalid] }));
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('sends the notice even to a customer who turned e-mail off', async () => {
    const user = await signUp(shop.app);
    const off = await call(shop.app, 'POST', '/auth/user/receive_email', { token: user.access });
    expect(off.body.receive_email).toBe(false);
    expect(await noticesTo(user.email)).toHaveLength(0);
    expect((await changePassword(user.access)).status).toBe(200);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });
});

describe('recent sign-in', () => {
  it('asks a session signed in more than 10 minutes ago to sign in again, changing nothing', async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    await signedInMinutesAgo(user.access, 11);

    const stale = await changePassword(user.access);
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({
      detail: messages.reauthenticationRequired,
      code: messages.reauthenticationRequiredCode,
    });
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    expect((await status(other.access)).status).toBe(200);
    expect(await noticesTo(user.email)).toHaveLength(0);

    // A token refresh is not a sign-in.
    const refreshed = await refresh(user.refresh);
    expect((await changePassword(refreshed.body.access as string)).status).toBe(403);

    const again = await login(user.email);
    expect((await changePassword(again.access)).status).toBe(200);
  });

  it('lets a session signed in 9 minutes ago change the password', async () => {
    const user = await signUp(shop.app);
    await signedInMinutesAgo(user.access, 9);
    expect((await changePassword(user.access)).status).toBe(200);
  });

  it('keeps set_password on the current password, which a stale session may use', async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    await signedInMinutesAgo(user.access, 60);
    const wrong = await call(shop.app, 'POST', '/auth/users/set_password/', {
      token: user.access,
      body: { new_password: NEW_PASSWORD, current_password: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorAnswer('invalid', { current_password: [messages.currentPasswordWrong] }));
    expect((await status(other.access)).status).toBe(200);

    const right = await call(shop.app, 'POST', '/auth/users/set_password/', {
      token: user.access,
      body: { new_password: NEW_PASSWORD, current_password: PASSWORD },
    });
    expect(right.status).toBe(200);
    expect((await status(other.access)).status).toBe(401);
    expect((await status(user.access)).status).toBe(200);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });
});

describe('password reset', () => {
  it('ends every session and every other reset link, and sends the notice', async () => {
    const user = await signUp(shop.app);
    const other = await login(user.email);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);

    expect((await confirmReset(second)).status).toBe(200);

    for (const session of [user, other]) {
      expect((await status(session.access)).status).toBe(401);
      expect((await refresh(session.refresh)).status).toBe(401);
    }
    expect((await confirmReset(first, 'the attackers password')).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await noticesTo(user.email)).toHaveLength(1);
  });
});
