/**
 * A bulk order's one e-mail (issue 34 part 5, decision 061): when the batch completes the account
 * gets one mail with the counts and the link to results.csv, in its language; its orders send no
 * PIN or failure mail of their own; a test batch mails nothing; an order of its own still does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { localizedPath } from '@navihub/contract/locales';
import { users } from '../../db/schema.js';
import type { PinProvider } from '../../providers/pin/provider.js';
import { PinRefusedError } from '../../providers/pin/provider.js';
import {
  call,
  createTestShop,
  grantPoints,
  SAMPLE_VIN,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';
import { balance, toolId } from '../points/index.js';
import { extendNavigationSubscription } from '../subscriptions/index.js';

/** A VIN the test's PIN provider refuses: its order fails. */
const REFUSED_VIN = 'WDD2050461F999999';
const PIN = '4711-0815-2026';

const pinProvider: PinProvider = {
  name: 'demo',
  obtain(request) {
    if (request.vin === REFUSED_VIN)
      return Promise.reject(new PinRefusedError('The supplier refused this VIN.'));
    return Promise.resolve({ kind: 'ready', pin: PIN, demo: true });
  },
};

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ API_KEY_REQUESTS_PER_MINUTE: '1000' }, undefined, undefined, {
    pinProvider,
  });
});
afterAll(() => shop.close());

let vinCounter = 300000;
const nextVin = () => `WDD2050461F${vinCounter++}`;

const csvOf = (vins: string[]) =>
  [
    'comand,map_region,version,vin,reference',
    ...vins.map((vin, i) => `NTG 5.5,Europe,V12.0,${vin},van-${i + 1}`),
  ].join('\n');

/** Mail sent before the test looked: the sign-up's confirmation. */
const before = new Set<unknown>();

async function customer(points: number, language?: string) {
  const user = await signUp(shop.app);
  await shop.app.mailWorker.drain();
  for (const mail of shop.mail.sent) before.add(mail);
  if (points > 0) await grantPoints(shop.database.db, user.id, points);
  if (language) await shop.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

async function upload(token: string, csv: string) {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/bulk-orders/',
    payload: csv,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
  });
  expect(res.statusCode).toBe(202);
  return (JSON.parse(res.body) as { id: string }).id;
}

/** Runs the queue until the batch is completed, then sends what the outbox holds. */
async function untilCompleted(token: string, id: string) {
  await expect
    .poll(
      async () => {
        await shop.app.jobWorker.drain();
        return (await call(shop.app, 'GET', `/api/v1/bulk-orders/${id}/`, { token })).body.status;
      },
      { timeout: 20_000, interval: 100 },
    )
    .toBe('completed');
  // The watch that completed it may have left nothing, or a last run, behind: drain both queues.
  await shop.app.jobWorker.drain();
  await shop.app.mailWorker.drain();
}

const mailsTo = (email: string) => shop.mail.sent.filter((m) => m.to === email && !before.has(m));
const points = async (userId: number) =>
  balance(shop.database.db, userId, await toolId(shop.database.db, NAVIGATION_TOOL));

describe("a bulk order's e-mail", () => {
  it('is one mail for a 3-row batch: the counts, the points spent, the rows and the link, no PIN', async () => {
    const user = await customer(5);
    const vins = [nextVin(), nextVin(), nextVin()];
    const id = await upload(user.access, csvOf(vins));
    await untilCompleted(user.access, id);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('NaviHub: your bulk order is complete');
    expect(mail!.language).toBe('en');
    expect(mail!.text).toContain(`Your bulk order ${id} is complete`);
    expect(mail!.text).toContain('  Rows in the file: 3');
    expect(mail!.text).toContain('  PINs obtained: 3');
    expect(mail!.text).toContain('  Rows failed or not ordered: 0');
    expect(mail!.text).toContain('  Points spent: 3');
    expect(mail!.text).not.toContain('given back');
    const link = `${shop.config.publicUrl}/profile/bulk-orders?batch=${id}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    // A small batch lists its rows with their order references, in file order; never a PIN.
    const rows = mail!.text.split('\n').filter((line) => line.startsWith('  Row '));
    expect(rows).toHaveLength(3);
    vins.forEach((vin, i) =>
      expect(rows[i]).toMatch(new RegExp(`^  Row ${i + 1} \\(VIN ${vin}\\): order NH-\\S+, PIN obtained$`)),
    );
    expect(mail!.text).not.toContain(PIN);
    expect(mail!.html).not.toContain(PIN);
    expect(await points(user.id)).toBe(2);

    // Draining again sends nothing more: the mail went with the completion, once.
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("is in the account's language: German, Content-Language de, linking the German page", async () => {
    const user = await customer(2, 'de');
    const id = await upload(user.access, csvOf([nextVin(), nextVin()]));
    await untilCompleted(user.access, id);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.language).toBe('de');
    expect(mail!.subject).toBe('NaviHub: Ihre Sammelbestellung ist abgeschlossen');
    expect(mail!.text).toContain(`Ihre Sammelbestellung ${id} ist abgeschlossen`);
    expect(mail!.text).toContain('  Erhaltene PINs: 2');
    expect(mail!.text).toContain('  Verbrauchte Punkte: 2');
    expect(mail!.text).toContain(
      `${shop.config.publicUrl}${localizedPath('de', '/profile/bulk-orders')}?batch=${id}`,
    );
    expect(mail!.html).toMatch(/^<div lang="de" dir="ltr">/);
  });

  it('counts a failed row, says its point was given back, and sends no mail of its own for it', async () => {
    const user = await customer(3);
    const good = [nextVin(), nextVin()];
    const id = await upload(user.access, csvOf([good[0]!, REFUSED_VIN, good[1]!]));
    await untilCompleted(user.access, id);

    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['NaviHub: your bulk order is complete']);
    const [mail] = mails;
    expect(mail!.text).toContain('  PINs obtained: 2');
    expect(mail!.text).toContain('  Rows failed or not ordered: 1');
    expect(mail!.text).toContain('  Points spent: 2');
    expect(mail!.text).toContain('what paid for them was given back');
    expect(mail!.text).toMatch(new RegExp(`  Row 2 \\(VIN ${REFUSED_VIN}\\): order NH-\\S+, failed`));
    // The failed row's point is back: only the two PINs are paid for.
    expect(await points(user.id)).toBe(1);
  });

  it('counts a row refused at upload as not ordered, and a large batch lists no rows', async () => {
    const user = await customer(11);
    const vins = Array.from({ length: 11 }, nextVin);
    vins[4] = 'not-a-vin';
    const id = await upload(user.access, csvOf(vins));
    await untilCompleted(user.access, id);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('  Rows in the file: 11');
    expect(mails[0]!.text).toContain('  PINs obtained: 10');
    expect(mails[0]!.text).toContain('  Rows failed or not ordered: 1');
    expect(mails[0]!.text).not.toContain('  Row 1 ');
    expect(mails[0]!.text).not.toContain('The rows of this bulk order');
  });

  it('says the subscription paid, nothing charged, for a batch paid with a subscription', async () => {
    const user = await customer(0);
    await shop.database.db.transaction((tx) =>
      extendNavigationSubscription(tx, { userId: user.id, days: 30 }),
    );
    const id = await upload(user.access, csvOf([nextVin(), nextVin()]));
    await untilCompleted(user.access, id);

    const mails = mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('  Subscription uses (nothing charged): 2');
    expect(mails[0]!.text).not.toContain('Points spent');
  });
});

describe('what stays as it was', () => {
  it('sends nothing for a test batch uploaded with a test key', async () => {
    const user = await customer(0);
    const created = await call(shop.app, 'POST', '/api/v1/api-keys/', {
      token: user.access,
      body: { name: 'Staging', mode: 'test' },
    });
    expect(created.status).toBe(201);
    const id = await upload(created.body.key as string, csvOf([nextVin(), nextVin(), nextVin()]));
    await untilCompleted(created.body.key as string, id);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('still mails the PIN of an order of its own', async () => {
    const user = await customer(1);
    const res = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(res.status).toBe(200);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const mails = mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual([`NaviHub: your navigation PIN for ${SAMPLE_VIN}`]);
    expect(mails[0]!.text).toContain(PIN);
  });
});
