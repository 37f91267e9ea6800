import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import {
  call,
  createTestShop,
  PASSWORD,
  signUp,
  uniqueEmail,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(() => shop.close());

const login = (email: string, password: string) =>
  call(shop.app, 'POST', '/auth/login/', { body: { email, password } });
const NEW_PASSWORD = 'a brand new secret';

describe('password change', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const user = await signUp(shop.app);
    const otherSession = await login(user.email, PASSWORD);
    const res = await call(shop.app, 'POST', '/auth/password/change/', {
      token: user.access,
      body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await login(user.email, PASSWORD)).status).toBe(400);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    const other = await call(shop.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: otherSession.body.refresh_token },
    });
    expect(other.status).toBe(401);
    const mine = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(mine.status).toBe(200);
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.some((m) => m.to === user.email && /password was changed/.test(m.subject))).toBe(
      true,
    );
  });

  it('answers field errors on new_password1 and new_password2', async () => {
    const user = await signUp(shop.app);
    const short = await call(shop.app, 'POST', '/auth/password/change/', {
      token: user.access,
      body: { new_password1: 'short', new_password2: 'short' },
    });
    expect(short.body).toEqual(errorAnswer('invalid', { new_password1: [messages.passwordTooShort] }));
    const mismatch = await call(shop.app, 'POST', '/auth/password/change/', {
      token: user.access,
      body: { new_password1: NEW_PASSWORD, new_password2: 'something else' },
    });
    expect(mismatch.body).toEqual(errorAnswer('invalid', { new_password2: [messages.passwordsDoNotMatch] }));
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('checks the current password on set_password', async () => {
    const user = await signUp(shop.app);
    const wrong = await call(shop.app, 'POST', '/auth/users/set_password/', {
      token: user.access,
      body: { new_password: NEW_PASSWORD, current_password: 'not my password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(errorAnswer('invalid', { current_password: [messages.currentPasswordWrong] }));
    expect((await login(user.email, PASSWORD)).status).toBe(200);
    const right = await call(shop.app, 'POST', '/auth/users/set_password/', {
      token: user.access,
      body: { new_password: NEW_PASSWORD, current_password: PASSWORD },
    });
    expect(right.status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;
    const res = await call(shop.app, 'POST', '/password/reset/', { body: { email } });
    await shop.app.mailWorker.drain();
    return res;
  }
  const linkIn = (text: string) => {
    const match = /https:\/\/shop\.example\/create-password\?token=([^&\s]+)&id=(\d+)/.exec(text);
    if (!match) throw new Error(`no reset link in: ${text}`);
    return { token: decodeURIComponent(match[1]!), id: match[2]! };
  };
  const confirm = (id: string, token: string, password = NEW_PASSWORD, body: Record<string, string> = {}) =>
    call(shop.app, 'POST', `/password/reset/confirm/${id}/${encodeURIComponent(token)}/`, {
      body: { new_password1: password, new_password2: password, uid: id, token, ...body },
    });

  it('answers the same whether or not the account exists', async () => {
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(shop.mail.sent).toHaveLength(0);
    const user = await signUp(shop.app);
    const known = await requestReset(user.email);
    expect(shop.mail.sent).toHaveLength(1);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
  });

  it('sets a new password once through the e-mailed link, and ends old sessions', async () => {
    const user = await signUp(shop.app);
    await requestReset(user.email.toUpperCase());
    const { token, id } = linkIn(shop.mail.sent[0]!.text);
    expect(id).toBe(String(user.id));

    const done = await confirm(id, token);
    expect(done.status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, PASSWORD)).status).toBe(400);
    const oldSession = await call(shop.app, 'POST', '/auth/token/refresh/', {
      body: { refresh: user.refresh },
    });
    expect(oldSession.status).toBe(401);

    const again = await confirm(id, token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(errorAnswer('invalid', { token: [messages.resetLinkInvalid] }));
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a token for another user, a forged token and mismatched passwords', async () => {
    const user = await signUp(shop.app);
    const other = await signUp(shop.app);
    await requestReset(user.email);
    const { token, id } = linkIn(shop.mail.sent[0]!.text);
    expect((await confirm(String(other.id), token)).status).toBe(400);
    expect((await confirm(id, 'forged-token')).status).toBe(400);
    const mismatch = await confirm(id, token, NEW_PASSWORD, { new_password2: 'different password' });
    expect(mismatch.body).toEqual(errorAnswer('invalid', { new_password2: [messages.passwordsDoNotMatch] }));
    // None of the failures spent the token.
    expect((await confirm(id, token)).status).toBe(200);
  });

  it('lets only one of two concurrent confirmations spend the token', async () => {
    const user = await signUp(shop.app);
    await requestReset(user.email);
    const { token, id } = linkIn(shop.mail.sent[0]!.text);
    const results = await Promise.all([
      confirm(id, token, 'first new password'),
      confirm(id, token, 'second new password'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('expired reset links', () => {
  let quick: TestShop;
  beforeAll(async () => {
    quick = await createTestShop({ RESET_TOKEN_TTL: '1' });
  });
  afterAll(() => quick.close());

  it('refuses a link after it expires', async () => {
    const user = await signUp(quick.app);
    await call(quick.app, 'POST', '/password/reset/', { body: { email: user.email } });
    await quick.app.mailWorker.drain();
    const match = quick.mail.sent.map((m) => /token=([^&\s]+)&id=(\d+)/.exec(m.text)).find(Boolean)!;
    const token = decodeURIComponent(match[1]!);
    await new Promise((r) => setTimeout(r, 1200));
    const res = await call(quick.app, 'POST', `/password/reset/confirm/${match[2]}/${match[1]}/`, {
      body: { new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD, uid: match[2], token },
    });
    expect(res.status).toBe(400);
    expect(
      (await call(quick.app, 'POST', '/auth/login/', { body: { email: user.email, password: PASSWORD } }))
        .status,
    ).toBe(200);
  });
});
