/**
 * A customer deletes their account (decision 055): every session ends at once, sign-in is refused,
 * the address can register again, and the sold orders keep only what the law needs.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountDataMessages } from '@navihub/contract/account-data';
import { messages } from '@navihub/contract/messages';
import { CONSENT_TEXT_VERSION, givenConsent } from '@navihub/contract/consent';
import { orderConsents, orders, outbox, payments, pointLedger, sessions, users } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { recordConsent } from '../consents/index.js';
import {
  call,
  createTestShop,
  errorAnswer,
  grantPoints,
  PASSWORD,
  sampleCode,
  signUp,
  type TestShop,
} from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());
const db = () => shop.database.db;

const ACCOUNT = '/api/v1/account/';
const remove = (token: string, body: unknown) => call(shop.app, 'DELETE', ACCOUNT, { token, body });
const signIn = (email: string, password = PASSWORD) =>
  call(shop.app, 'POST', '/auth/login/', { body: { email, password } });

/**
 * A customer with a points order (fulfilled), a paid card order and a card order that failed unpaid,
 * each with the consent to immediate delivery (decision 057).
 */
async function customerWithHistory() {
  const user = await signUp(shop.app);
  await grantPoints(db(), user.id, 2);
  const generated = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
    token: user.access,
    body: { ...sampleCode(), consent: givenConsent() },
  });
  await shop.app.jobWorker.drain();
  const pointsOrder = generated.body.order_id as string;
  const [base] = await db().select().from(orders).where(eq(orders.id, pointsOrder));
  const cardOrder = (status: 'fulfilled' | 'failed') => ({
    id: randomUUID(),
    userId: user.id,
    variantId: base!.variantId,
    comand: base!.comand,
    mapRegion: base!.mapRegion,
    version: base!.version,
    vin: 'WDD2050461F777777',
    payment: 'card' as const,
    status,
    priceCents: 1900,
    email: user.email,
    pin: status === 'fulfilled' ? 'ABC234' : null,
    userIp: '198.51.100.1',
    requestIp: '198.51.100.2',
    paidAt: status === 'fulfilled' ? new Date() : null,
  });
  const [paid, unpaid] = [cardOrder('fulfilled'), cardOrder('failed')];
  await db().insert(orders).values([paid, unpaid]);
  const payment = (order: typeof paid, status: 'fulfilled' | 'failed') => ({
    id: randomUUID(),
    kind: 'pin' as const,
    userId: user.id,
    orderId: order.id,
    description: 'Navigation PIN',
    amountCents: 1900,
    email: user.email,
    status,
    provider: 'stripe',
    userIp: '198.51.100.1',
    requestIp: '198.51.100.2',
  });
  const [paidPayment, failedPayment] = [payment(paid, 'fulfilled'), payment(unpaid, 'failed')];
  await db().insert(payments).values([paidPayment, failedPayment]);
  for (const [order, pay] of [
    [paid, paidPayment],
    [unpaid, failedPayment],
  ] as const) {
    await recordConsent(db(), { orderId: order.id, paymentId: pay.id, consent: givenConsent() });
  }
  return { ...user, pointsOrder, paid, unpaid, paidPayment, failedPayment };
}

const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
const consentKinds = async (orderId: string) =>
  (await db().select().from(orderConsents).where(eq(orderConsents.orderId, orderId)))
    .map((c) => `${c.kind} ${c.textVersion} ${c.language}`)
    .sort();
const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0];
const mailTo = async (email: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.toAddress}) = lower(${email})`)
  ).length;

describe('deleting my account', () => {
  it('ends every session at once, refuses sign-in, frees the address and keeps of sold orders only what the law needs', async () => {
    const me = await customerWithHistory();
    const otherDevice = (await signIn(me.email)).body.access_token as string;
    const bystander = await customerWithHistory();
    expect(await mailTo(me.email)).toBeGreaterThan(0);

    const res = await remove(me.access, { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: accountDataMessages.deleted });

    // Tokens issued before the deletion: refused at once, on every device.
    for (const token of [me.access, otherDevice]) {
      expect((await call(shop.app, 'GET', '/auth/user/status/', { token })).status).toBe(401);
    }
    expect(
      (await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: me.refresh } })).status,
    ).toBe(401);
    expect((await signIn(me.email)).body).toEqual(
      errorAnswer('invalid', { non_field_errors: [messages.badCredentials] }),
    );
    // Again: the old token no longer names anyone.
    expect((await remove(me.access, { password: PASSWORD })).status).toBe(401);

    // The sold orders stay, without the customer, the address and the IP addresses.
    for (const id of [me.pointsOrder, me.paid.id]) {
      const kept = await orderRow(id);
      expect(kept).toMatchObject({ userId: null, email: null, userIp: null, requestIp: null });
      expect(kept!.vin).toMatch(/^WDD/);
      expect(kept!.pin).toMatch(/^[A-Z2-9]{6}$/);
    }
    expect(await paymentRow(me.paidPayment.id)).toMatchObject({
      userId: null,
      email: null,
      userIp: null,
      requestIp: null,
      amountCents: 1900,
      status: 'fulfilled',
    });
    // Their consents stay with them: the time, the wording's version and language, nothing about the person.
    for (const id of [me.pointsOrder, me.paid.id]) {
      expect(await consentKinds(id)).toEqual([
        `immediate_delivery ${CONSENT_TEXT_VERSION} en`,
        `waiver_acknowledged ${CONSENT_TEXT_VERSION} en`,
      ]);
    }
    // What sold nothing is gone, its consent too, as are the points, sessions and mail.
    expect(await orderRow(me.unpaid.id)).toBeUndefined();
    expect(await consentKinds(me.unpaid.id)).toEqual([]);
    expect(await consentKinds(bystander.unpaid.id)).toHaveLength(2);
    expect(await paymentRow(me.failedPayment.id)).toBeUndefined();
    expect(await db().select().from(pointLedger).where(eq(pointLedger.userId, me.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await mailTo(me.email)).toBe(0);

    // Another customer's data is untouched.
    expect(await orderRow(bystander.unpaid.id)).toMatchObject({
      userId: bystander.id,
      email: bystander.email,
    });
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token: bystander.access })).status).toBe(200);

    // The address can register again, as a new account.
    const again = await signUp(shop.app, me.email);
    expect(again.id).not.toBe(me.id);
    expect(
      (await call(shop.app, 'GET', '/api/v1/account/export/', { token: again.access })).body.orders,
    ).toEqual([]);
  });

  it('refuses a wrong or missing password with a field message and changes nothing', async () => {
    const me = await customerWithHistory();
    expect((await remove(me.access, { password: 'not my password' })).body).toEqual(
      errorAnswer('invalid', { password: [accountDataMessages.passwordWrong] }),
    );
    expect((await remove(me.access, {})).body).toEqual(
      errorAnswer('invalid', { password: [accountDataMessages.passwordRequired] }),
    );
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token: me.access })).status).toBe(200);
    expect(await orderRow(me.unpaid.id)).toMatchObject({ email: me.email, userIp: '198.51.100.1' });
    expect((await signIn(me.email)).status).toBe(200);
  });

  it('deletes once when asked twice at the same moment', async () => {
    const me = await customerWithHistory();
    const answers = await Promise.all([
      remove(me.access, { password: PASSWORD }),
      remove(me.access, { password: PASSWORD }),
    ]);
    // Each is either the deletion's answer or that of a token whose account is gone.
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]));
    for (const a of answers) expect([200, 401]).toContain(a.status);
    expect(await db().select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await orderRow(me.paid.id)).toMatchObject({ userId: null });
  });

  it('refuses staff accounts: an admin makes them customers first', async () => {
    const staff = await signUp(shop.app);
    await createAccountService({ db: db() }).setRole(staff.id, 'staff');
    const res = await remove(staff.access, { password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ detail: accountDataMessages.staffAccount });
    expect((await signIn(staff.email)).status).toBe(200);
  });
});
