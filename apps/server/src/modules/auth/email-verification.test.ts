import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

const resend = (address: string) =>
  call(shop.app, 'POST', '/auth/registration/resend-email/', { body: { email: address } });

/** Moves every confirmation link mailed to `email` back in time, as if sent that long ago. */
async function ageLinks(email: string, by: string): Promise<void> {
  await shop.database.db.execute(
    sql`update email_confirmations set created_at = created_at - ${by}::interval where user_id = (select id from users where email = ${email})`,
  );
}

/** How many mails went to `email`, once every write after an answer and the outbox are done. */
async function mailsTo(email: string): Promise<number> {
  await shop.app.mailWorker.drain();
  return shop.mail.sent.filter((m) => m.to === email).length;
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
    await ageLinks(email, '2 minutes');

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

  it('mails one link for ten resends at once, and none for another within the minute', async () => {
    const email = uniqueEmail('flood');
    await register(email);
    expect(await mailsTo(email)).toBe(1);
    await ageLinks(email, '2 minutes');

    const answers = await Promise.all(Array.from({ length: 10 }, () => resend(email)));
    expect(answers.map((a) => [a.status, a.body])).toEqual(
      Array.from({ length: 10 }, () => [200, { detail: messages.registered }]),
    );
    expect(await mailsTo(email)).toBe(2);

    expect((await resend(email)).body).toEqual({ detail: messages.registered });
    expect(await mailsTo(email)).toBe(2);
    // A minute later the customer may ask again.
    await ageLinks(email, '61 seconds');
    await resend(email);
    expect(await mailsTo(email)).toBe(3);
  });

  it('mails at most five links a day to an address, counting the one of sign-up', async () => {
    const email = uniqueEmail('daily');
    await register(email);
    for (let sent = 2; sent <= 5; sent++) {
      await ageLinks(email, '2 hours');
      await resend(email);
      expect(await mailsTo(email)).toBe(sent);
    }
    // Mailed 10, 8, 6, 4 and 2 hours ago: no sixth.
    await ageLinks(email, '2 hours');
    await resend(email);
    expect(await mailsTo(email)).toBe(5);
    await ageLinks(email, '13 hours');
    await resend(email);
    expect(await mailsTo(email)).toBe(5);
    // The first is past a day now: one more may go.
    await ageLinks(email, '90 minutes');
    await resend(email);
    expect(await mailsTo(email)).toBe(6);
  });

  it('answers the same for an unknown, a confirmed and an unconfirmed address, before any write', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    const confirmed = uniqueEmail('confirmed');
    await register(unconfirmed);
    await register(confirmed);
    expect((await verify(await mailedKey(confirmed))).status).toBe(200);
    await ageLinks(unconfirmed, '2 minutes');
    const linksOf = async (email: string) =>
      rowsOf<{ n: number }>(
        await shop.database.db.execute(
          sql`select count(*)::int as n from email_confirmations where user_id = (select id from users where email = ${email})`,
        ),
      )[0]!.n;

    // The work after the answer is held back here, to show the answer does not wait on it.
    const held: (() => Promise<unknown>)[] = [];
    const afterAnswer = vi.spyOn(shop.app.mailWorker, 'afterAnswer').mockImplementation((_answered, work) => {
      held.push(work);
    });
    try {
      const answers = [];
      for (const email of [uniqueEmail('unknown'), confirmed, unconfirmed]) {
        const { status, body, res } = await resend(email);
        answers.push({
          status,
          body,
          type: res.headers['content-type'],
          length: res.headers['content-length'],
        });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(held).toHaveLength(1);
      expect(await linksOf(unconfirmed)).toBe(1);

      await held[0]!();
      expect(await linksOf(unconfirmed)).toBe(2);
    } finally {
      afterAnswer.mockRestore();
    }
    expect(await mailsTo(unconfirmed)).toBe(2);
  });
});
