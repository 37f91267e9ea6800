/**
 * Withdrawal online without signing in (issue 32, decision 056): the form's request is checked,
 * stored with its receipt e-mail, rate limited; staff list it, refund a bundle purchase or close it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { withdrawalsApi } from '@navihub/contract/api/withdrawals';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { auditLog, payments, withdrawalRequests } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  createTestShop,
  expectContractAnswer,
  fieldErrors,
  signUp,
  type Json,
  type TestShop,
} from '../../test/harness.js';

let stripe: FakeStripe;
let shop: TestShop;
let admin: Awaited<ReturnType<typeof signUp>>;
let staff: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({
    ...stripe.env,
    PUBLIC_URL: 'https://shop.example',
    DEV_STANDINS: 'on',
    RATE_LIMIT_AUTH_PER_MINUTE: '6',
  });
  admin = await signUp(shop.app);
  staff = await signUp(shop.app);
  const accounts = createAccountService({ db: shop.database.db });
  await accounts.setRole(admin.id, 'admin');
  await accounts.setRole(staff.id, 'staff');
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const db = () => shop.database.db;
const WITHDRAW = pathOf(withdrawalsApi.requestWithdrawal);
/** Each test's requests come from an address of their own: the limit counts per address. */
let address = 0;
async function withdraw(body: Json, ip = `203.0.113.${++address}`) {
  const res = await shop.app.inject({ method: 'POST', url: WITHDRAW, payload: body, remoteAddress: ip });
  const answer = res.json<Json>();
  expectContractAnswer('POST', WITHDRAW, res.statusCode, answer);
  return { status: res.statusCode, body: answer };
}
const list = (token = staff.access) => call(shop.app, 'GET', '/api/v1/backoffice/withdrawals/', { token });
const refund = (id: number, body: Json, token = staff.access) =>
  call(shop.app, 'POST', pathOf(withdrawalsApi.refundWithdrawal, { id: String(id) }), { token, body });
const close = (id: number, body: Json, token = staff.access) =>
  call(shop.app, 'POST', pathOf(withdrawalsApi.closeWithdrawal, { id: String(id) }), { token, body });
const stored = () => db().select().from(withdrawalRequests);

const valid = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  reference: 'NH-7K3Q-92',
  contract: 'token_bundle',
  reason: 'Bought by mistake.',
};

/** A customer who bought a token bundle through the (fake) card checkout and paid. */
async function bundleBuyer() {
  const made = await call(shop.app, 'POST', pathOf(backofficeApi.addTokenBundle), {
    token: admin.access,
    body: { name: 'Five tokens', price: '50.00', tokens: 5 },
  });
  const customer = await signUp(shop.app);
  const opened = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
    token: customer.access,
    body: { fk_bundle: Number(made.body.id), currency: 'USD' },
  });
  const sessionId = (opened.body.payment_url as string).split('/').pop()!;
  const payment = (await db().query.payments.findFirst({
    where: eq(payments.providerSessionId, sessionId),
  }))!;
  stripe.pay(sessionId);
  const back = await call(shop.app, 'POST', `/api/v1/payment/bundle/${payment.id}/${sessionId}`, {
    token: customer.access,
  });
  expect(back.body.status).toBe('success');
  return { customer, payment };
}
const tokens = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

describe('POST /api/v1/withdrawals/ (no sign-in)', () => {
  it('stores the withdrawal, answers its receipt and e-mails it to the given address', async () => {
    const res = await withdraw(valid);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...valid, receipt: expect.stringMatching(/^WD-/) });
    expect(Date.now() - Date.parse(String(res.body.received_at))).toBeLessThan(60_000);
    const [row] = (await stored()).filter((r) => r.email === valid.email);
    expect(row).toMatchObject({ name: valid.name, reference: valid.reference, status: 'received' });

    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.filter((m) => m.to === valid.email)).toHaveLength(1);
    const mail = shop.mail.sent.find((m) => m.to === valid.email)!;
    expect(mail.subject).toContain(String(res.body.receipt));
    expect(mail.text).toContain('Order or payment reference: NH-7K3Q-92');
    expect(mail.text).toContain('Contract: a token bundle');
    expect(mail.text).toMatch(/Received: \d{1,2} \w+ \d{4}, \d\d:\d\d UTC/);
  });

  it('answers field messages for bad input and stores nothing', async () => {
    const before = (await stored()).length;
    const res = await withdraw({ name: ' ', email: 'not-an-address', reference: '', contract: 'car' });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toMatchObject({
      name: ['Enter your name.'],
      email: ['Entered value does not match email format'],
      reference: ['Enter the order number or payment reference from your receipt.'],
      contract: ['Choose the contract you withdraw from.'],
    });
    const hostile = await withdraw({ ...valid, name: 'Erika\u0000' });
    expect(hostile.status).toBe(400);
    expect((await stored()).length).toBe(before);
  });

  it('refuses the seventh request a minute from one address with 429', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 6; i++)
      expect((await withdraw({ ...valid, email: `r${i}@example.com` }, ip)).status).toBe(201);
    const refused = await withdraw(valid, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
    expect((await withdraw(valid)).status).toBe(201);
  });
});

describe('staff handle withdrawals in the back-office', () => {
  it('lists them newest first, for staff only', async () => {
    const res = await withdraw({ ...valid, email: 'newest@example.com' });
    const listed = await list();
    expect(listed.status).toBe(200);
    expect(listed.body.results[0]).toMatchObject({
      receipt: res.body.receipt,
      status: 'received',
      handled_at: null,
    });
    const customer = await signUp(shop.app);
    expect((await list(customer.access)).status).toBe(403);
    expect((await call(shop.app, 'GET', pathOf(withdrawalsApi.listWithdrawals))).status).toBe(401);
  });

  it("refunds a token bundle's payment once, takes back its tokens and marks the withdrawal refunded", async () => {
    const { customer, payment } = await bundleBuyer();
    expect(await tokens(customer.id)).toBe(5);
    const sent = await withdraw({ ...valid, email: customer.email, reference: payment.id });
    const id = (await list()).body.results.find((w) => w.receipt === sent.body.receipt)!.id;

    const res = await refund(id, { payment_id: payment.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'refunded',
      payment_id: payment.id,
      refunded_amount: '50.00',
      handled_by: staff.email,
    });
    expect(stripe.refundRequests.filter((r) => r.idempotencyKey === `refund-withdrawal-${id}`)).toHaveLength(
      1,
    );
    expect(await tokens(customer.id)).toBe(0);

    const again = await refund(id, { payment_id: payment.id });
    expect(again.status).toBe(409);
    expect(stripe.refundRequests.filter((r) => r.idempotencyKey === `refund-withdrawal-${id}`)).toHaveLength(
      1,
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)));
    expect(audit.map((a) => a.action)).toContain('withdrawal.refunded');
  });

  it('refuses to refund a payment that is not a paid bundle, and changes nothing', async () => {
    const sent = await withdraw(valid);
    const id = (await list()).body.results.find((w) => w.receipt === sent.body.receipt)!.id;
    const missing = await refund(id, { payment_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    const bad = await refund(id, { payment_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(fieldErrors(bad.body).payment_id).toEqual(['Give the id of the bundle payment to refund.']);
    expect((await list()).body.results.find((w) => w.id === id)).toMatchObject({ status: 'received' });
  });

  it('closes a withdrawal with a note, once', async () => {
    const sent = await withdraw({ ...valid, contract: 'pin' });
    const id = (await list()).body.results.find((w) => w.receipt === sent.body.receipt)!.id;
    expect((await close(id, { note: '' })).status).toBe(400);
    const res = await close(id, { note: 'The PIN was delivered at once; no right of withdrawal.' });
    expect(res.body).toMatchObject({ status: 'closed', note: expect.stringContaining('PIN was delivered') });
    expect((await close(id, { note: 'again' })).status).toBe(409);
  });
});

describe('GET /api/v1/site/legal/', () => {
  it('serves the seller settings and the retention periods; no operator texts by default', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/site/legal/');
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({ name: 'set SELLER_NAME', country: 'XX' });
    expect(res.body.retention.mail_days).toBe(30);
    expect(res.body.texts).toEqual({ terms: null, withdrawal: null, privacy: null, imprint: null });
  });
});
