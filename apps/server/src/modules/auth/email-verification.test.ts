import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import {
  call,
  createTestShop,
  PASSWORD,
  uniqueEmail,
  type TestShop,
  errorAnswer,
} from '../../test/harness.js';
import { rowsOf } from '../../lib/sql-rows.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(() => shop.close());

const register = (email: string) =>
  call(shop.app, 'POST', '/auth/registration/', {
    body: { email, password1: PASSWORD, password2: PASSWORD },
  });

/** The key of the newest confirmation link mailed to `email`. */
async function mailedKey(email: string): Promise<string> {
  await shop.app.mailWorker.drain();
  const mail = shop.mail.sent.filter((m) => m.to === email).at(-1);
  expect(mail?.subject).toBe('NaviHub: confirm your e-mail address');
  const match = /https:\/\/shop\.example\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(match).not.toBeNull();
  return match![1]!;
}

const verify = (key: unknown) =>
  call(shop.app, 'POST', '/auth/registration/verify-email/', { body: { key } });

async function verifiedAt(email: string): Promise<unknown> {
  const rows = rowsOf<{ email_verified_at: unknown }>(
    await shop.database.db.execute(
      sql`select email_verified_at from users where lower(email) = lower(${email})`,
    ),
  );
  return rows[0]?.email_verified_at ?? null;
}

describe('e-mail confirmation', () => {
  it('mails a confirmation link on sign-up; the link confirms the address, once or twice', async () => {
    const email = uniqueEmail('confirm');
    const reg = await register(email);
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({ detail: messages.registered });
    const key = await mailedKey(email);
    expect(await verifiedAt(email)).toBeNull();

    // Only a hash of the key is stored.
    const rows = rowsOf<{ key_hash: string }>(
      await shop.database.db.execute(sql`select key_hash from email_confirmations`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.key_hash)).not.toContain(key);

    const first = await verify(key);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ detail: messages.emailConfirmed });
    expect(await verifiedAt(email)).not.toBeNull();
    // A second click on the same link (or a page loaded twice) answers the same.
    expect((await verify(key)).body).toEqual({ detail: messages.emailConfirmed });
  });

  it('refuses an unknown, expired or missing key with a field message and confirms nothing', async () => {
    const email = uniqueEmail('expired');
    await register(email);
    const key = await mailedKey(email);
    await shop.database.db.execute(
      sql`update email_confirmations set expires_at = now() - interval '1 second' where user_id = (select id from users where email = ${email})`,
    );
    for (const bad of [key, 'no-such-key', `${key}x`]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errorAnswer('invalid', { key: [messages.confirmationLinkInvalid] }));
    }
    expect(await verifiedAt(email)).toBeNull();
    const missing = await call(shop.app, 'POST', '/auth/registration/verify-email/', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(errorAnswer('invalid', { key: [messages.required] }));
  });

  it('mails a new link on request, only to an unconfirmed account, answering alike for every address', async () => {
    const email = uniqueEmail('resend');
    await register(email);
    const first = await mailedKey(email);
    const resend = (address: string) =>
      call(shop.app, 'POST', '/auth/registration/resend-email/', { body: { email: address } });

    const res = await resend(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: messages.registered });
    const second = await mailedKey(email);
    expect(second).not.toBe(first);
    expect((await verify(second)).status).toBe(200);

    const before = shop.mail.sent.length;
    expect((await resend(email)).body).toEqual({ detail: messages.registered });
    expect((await resend(uniqueEmail('nobody'))).body).toEqual({ detail: messages.registered });
    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.length).toBe(before);

    const bad = await resend('not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorAnswer('invalid', { email: [messages.emailInvalid] }));
  });

  it('keeps signing the new customer in right after sign-up (spec §4)', async () => {
    const email = uniqueEmail('signin');
    await register(email);
    const login = await call(shop.app, 'POST', '/auth/login/', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
  });
});
