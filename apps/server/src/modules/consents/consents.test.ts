/** Consent to immediate delivery stored with each PIN order, and quoted in its mails (issue 32, decision 057). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { CONSENT_TEXT_VERSION, givenConsent } from '@navihub/contract/consent';
import { consentTexts } from '@navihub/contract/consent-texts';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { orderConsents, orders, payments } from '../../db/schema.js';
import { balance, toolId } from '../points/index.js';
import type { FakeStripe } from '../../test/fake-stripe.js';
import {
  call,
  errorAnswer,
  grantPoints,
  SAMPLE_VIN,
  sampleCode,
  signUp,
  uniqueEmail,
  type TestShop,
} from '../../test/harness.js';
import { createShopWithStripe, startCardOrder } from '../../test/shops.js';
import { BUSINESS_EXEMPT_REASON, recordConsent } from './index.js';

let stripe: FakeStripe;
let shop: TestShop;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ shop, stripe, close } = await createShopWithStripe());
});
afterAll(() => close());

const db = () => shop.database.db;
const consentsOf = (orderId: string) =>
  db().select().from(orderConsents).where(eq(orderConsents.orderId, orderId)).orderBy(orderConsents.kind);
const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));
const countOf = async (table: typeof orders | typeof payments | typeof orderConsents) =>
  (await db().select({ n: count() }).from(table))[0]!.n;

const generate = (token: string, extra: Record<string, unknown>) =>
  call(shop.app, 'POST', '/api/v1/points-subs/generate/', { token, body: { ...sampleCode(), ...extra } });
const startCard = (email: string, extra: Record<string, unknown>) => startCardOrder(shop, email, extra);

describe('generating with a point', () => {
  it('stores the language of the wording a German buyer ticked', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const res = await generate(user.access, { consent: givenConsent('de') });
    expect(res.status).toBe(200);
    const rows = await consentsOf(res.body.order_id as string);
    expect(rows.map((r) => [r.kind, r.language])).toEqual([
      ['immediate_delivery', 'de'],
      ['waiver_acknowledged', 'de'],
    ]);
  });

  it('stores both consents with the time, the wording version and the language, and the PIN mail quotes them', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const before = Date.now();
    const res = await generate(user.access, { consent: givenConsent('en') });
    expect(res.status).toBe(200);
    const orderId = res.body.order_id as string;
    const rows = await consentsOf(orderId);
    expect(rows.map((r) => [r.kind, r.textVersion, r.language, r.exemptReason])).toEqual([
      ['immediate_delivery', CONSENT_TEXT_VERSION, 'en', null],
      ['waiver_acknowledged', CONSENT_TEXT_VERSION, 'en', null],
    ]);
    expect(rows[0]!.givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const pinMail = shop.mail.sent.find((m) => m.to === user.email && m.subject.includes(SAMPLE_VIN))!;
    const at = `${rows[0]!.givenAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    expect(pinMail.text).toContain(
      `Before delivery, on ${at}, you gave this consent (wording of ${CONSENT_TEXT_VERSION}):`,
    );
    expect(pinMail.text).toContain(consentTexts.immediateDelivery);
    expect(pinMail.text).toContain(consentTexts.waiverAcknowledged);
    expect(pinMail.html).toContain(consentTexts.waiverAcknowledged);
  });

  it('records an order without the field as a business order, exempt, and its PIN mail quotes no consent', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const res = await generate(user.access, {});
    expect(res.status).toBe(200);
    const rows = await consentsOf(res.body.order_id as string);
    expect(rows.map((r) => [r.kind, r.exemptReason, r.textVersion])).toEqual([
      ['business_exempt', BUSINESS_EXEMPT_REASON, null],
    ]);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const pinMail = shop.mail.sent.find((m) => m.to === user.email && m.subject.includes(SAMPLE_VIN))!;
    expect(pinMail.text).not.toContain('consent');
  });

  it('refuses a consent not given with a field message per box, and spends nothing', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 1);
    const orderCount = await countOf(orders);
    const consentCount = await countOf(orderConsents);
    const res = await generate(user.access, {
      consent: { immediate_delivery: false, waiver_acknowledged: false, text_version: CONSENT_TEXT_VERSION },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      errorAnswer('invalid', {
        consent: [consentTexts.immediateDeliveryRequired, consentTexts.waiverAcknowledgedRequired],
      }),
    );
    const half = await generate(user.access, { consent: { immediate_delivery: true, text_version: 'x' } });
    expect(half.body).toEqual(errorAnswer('invalid', { consent: [consentTexts.waiverAcknowledgedRequired] }));
    expect(await pointsOf(user.id)).toBe(1);
    expect(await countOf(orders)).toBe(orderCount);
    expect(await countOf(orderConsents)).toBe(consentCount);
  });

  it('keeps no consent of a generate refused for want of a point', async () => {
    const user = await signUp(shop.app);
    const consentCount = await countOf(orderConsents);
    const res = await generate(user.access, { consent: givenConsent() });
    expect(res.body).toEqual(errorAnswer('no_entitlement', { detail: messages.noEntitlement }));
    expect(await countOf(orderConsents)).toBe(consentCount);
  });

  it('gives each of several orders in a row its own consent', async () => {
    const user = await signUp(shop.app);
    await grantPoints(db(), user.id, 3);
    const ids = await Promise.all(
      [1, 2, 3].map(
        async () => (await generate(user.access, { consent: givenConsent() })).body.order_id as string,
      ),
    );
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(await consentsOf(id)).toHaveLength(2);
  });
});

describe('paying for a PIN by card', () => {
  it('stores the consent with the order and its payment; the receipt with the invoice and the PIN mail both quote it', async () => {
    const email = uniqueEmail('consent');
    const res = await startCard(email, { consent: givenConsent('en') });
    expect(res.status).toBe(200);
    const sessionId = (res.body.payment_url as string).split('/').pop()!;
    const payment = (await db().query.payments.findFirst({
      where: eq(payments.providerSessionId, sessionId),
    }))!;
    const rows = await consentsOf(payment.orderId!);
    expect(rows.map((r) => [r.kind, r.paymentId, r.textVersion])).toEqual([
      ['immediate_delivery', payment.id, CONSENT_TEXT_VERSION],
      ['waiver_acknowledged', payment.id, CONSENT_TEXT_VERSION],
    ]);

    stripe.pay(sessionId);
    await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const mails = shop.mail.sent.filter((m) => m.to === email);
    // The receipt is mailed by the invoice's job, queued first; the PIN's job runs beside it, so the
    // PIN mail quotes the consent too: it is confirmed on a durable medium no later than the PIN.
    expect(mails.map((m) => (m.subject.includes('receipt') ? 'receipt' : 'pin')).sort()).toEqual([
      'pin',
      'receipt',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`(wording of ${CONSENT_TEXT_VERSION})`);
      expect(mail.text).toContain(consentTexts.immediateDelivery);
      expect(mail.html).toContain(consentTexts.immediateDelivery);
    }
    expect(mails.find((m) => m.subject.includes('receipt'))!.attachments).toHaveLength(1);
  });

  it('refuses a consent not given (PayPal too) and writes no order, payment or consent', async () => {
    const counts = [await countOf(orders), await countOf(payments), await countOf(orderConsents)];
    const res = await startCard(uniqueEmail('no-consent'), {
      method: 'paypal',
      consent: { immediate_delivery: true, waiver_acknowledged: 'yes', text_version: CONSENT_TEXT_VERSION },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer('invalid', { consent: [consentTexts.waiverAcknowledgedRequired] }));
    expect([await countOf(orders), await countOf(payments), await countOf(orderConsents)]).toEqual(counts);
  });
});

describe('recordConsent', () => {
  it('changes nothing when called again for the same order', async () => {
    const orderId = `test-${Date.now()}`;
    await recordConsent(db(), { orderId, consent: givenConsent() });
    await recordConsent(db(), { orderId, consent: givenConsent() });
    expect(await consentsOf(orderId)).toHaveLength(2);
  });
});
