/** Buying token and subscription bundles (bundles/buy-bundle.ts), paid through payments. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { payments, subscriptions, tokenBundles } from '../../db/schema.js';
import { pdfText } from '../invoices/index.js';
import { balance, toolId } from '../points/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { call, createTestShop, errorAnswer, signUp, type TestShop } from '../../test/harness.js';

let stripe: FakeStripe;
let shop: TestShop;

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ ...stripe.env, PUBLIC_URL: 'https://shop.example', DEV_STANDINS: 'on' });
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
});

const db = () => shop.database.db;
const sessionIdOf = (paymentUrl: string) => paymentUrl.split('/').pop()!;
const paymentOf = async (sessionId: string) =>
  (await db().query.payments.findFirst({ where: eq(payments.providerSessionId, sessionId) }))!;
const points = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

function webhook(delivery: { payload: string; signature: string }) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/payment/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  });
}

describe('bundles', () => {
  it('lists token bundles and subscription bundles sorted by duration', async () => {
    const tokens = await call(shop.app, 'GET', '/api/v1/bundles/');
    expect(tokens.body.results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      discount: expect.any(Number),
      discount_price: expect.stringMatching(/^\d+\.\d{2}$/),
      tokens: 10,
    });
    const subs = await call(shop.app, 'GET', '/api/v1/subscribe_bundles/');
    const durations = (subs.body.results as Array<{ duration: number }>).map((s) => s.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    const discounted = (
      subs.body.results as Array<{ discount: number; price: string; discount_price: string }>
    ).find((s) => s.discount > 0)!;
    expect(Number(discounted.discount_price)).toBeCloseTo(
      Number(discounted.price) * (1 - discounted.discount / 100),
      2,
    );
  });

  it('needs a signed-in customer and a real bundle', async () => {
    expect(
      (await call(shop.app, 'POST', '/api/v1/payment/bundle/', { body: { fk_bundle: 1, currency: 'USD' } }))
        .status,
    ).toBe(401);
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/payment/subscribe_bundle/', {
      token: user.access,
      body: { fk_bundle: 999, currency: 'USD' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(errorAnswer('invalid', { fk_bundle: [messages.bundleUnknown] }));
  });

  it('extends the subscription from the later of now and its current end, once per payment', async () => {
    const user = await signUp(shop.app);
    const sub = (await call(shop.app, 'GET', '/api/v1/subscribe_bundles/')).body.results[0] as {
      id: number;
      duration: number;
    };
    const buy = async () => {
      const res = await call(shop.app, 'POST', '/api/v1/payment/subscribe_bundle/', {
        token: user.access,
        body: { fk_bundle: sub.id, currency: 'USD', user_ip: null },
      });
      const sessionId = sessionIdOf(res.body.payment_url as string);
      const payment = await paymentOf(sessionId);
      stripe.pay(sessionId);
      const url = `/api/v1/payment/subscribe_bundle/${payment.id}/${sessionId}`;
      expect((await call(shop.app, 'POST', url, { token: user.access })).body).toEqual({
        status: 'success',
        message: messages.subscriptionExtended,
        livemode: true,
      });
      await call(shop.app, 'POST', url, { token: user.access });
    };
    const day = 24 * 3600 * 1000;
    await buy();
    const tool = await toolId(db(), NAVIGATION_TOOL);
    const endOf = async () =>
      (await db().query.subscriptions.findFirst({
        where: eq(subscriptions.userId, user.id),
      }))!.endDate.getTime();
    expect(Math.abs((await endOf()) - (Date.now() + sub.duration * day))).toBeLessThan(60_000);
    await buy();
    expect(Math.abs((await endOf()) - (Date.now() + 2 * sub.duration * day))).toBeLessThan(60_000);
    const status = await call(shop.app, 'GET', '/api/v1/points-subs/generate/', { token: user.access });
    expect(status.body.subscriptions).toEqual([
      { pk: expect.any(Number), fk_tool_name: NAVIGATION_TOOL, end_date: expect.any(String) },
    ]);
    expect(tool).toBeGreaterThan(0);
    const mine = await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token: user.access });
    expect(mine.body.results).toHaveLength(2);
    expect(mine.body.results[0]).toMatchObject({
      kind: 'subscription_bundle',
      status: 'fulfilled',
      duration_days: sub.duration,
      tokens: null,
    });
  });

  it('sells a German account the bundle under its German name, and brings it back to the German page (decision 070)', async () => {
    const [named] = await db()
      .insert(tokenBundles)
      .values({ name: 'Garage pack', names: { de: 'Werkstattpaket' }, priceCents: 20000, tokens: 5 })
      .returning();
    const user = await signUp(shop.app);
    const language = await call(shop.app, 'PUT', '/api/v1/account/language', {
      token: user.access,
      body: { language: 'de' },
    });
    expect(language.status).toBeLessThan(300);
    const res = await call(shop.app, 'POST', '/api/v1/bundles/', {
      token: user.access,
      body: { fk_bundle: named!.id },
    });
    const sessionId = sessionIdOf(res.body.payment_url as string);
    const payment = await paymentOf(sessionId);
    expect(payment.description).toBe('Werkstattpaket');
    expect(stripe.sessions.get(sessionId)?.success_url).toMatch(
      /^https:\/\/shop\.example\/de\/success\?bundleId=/,
    );
    await webhook(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    await shop.app.jobWorker.drain();
    await shop.app.mailWorker.drain();
    const receipt = shop.mail.sent.find((m) => m.to === user.email && m.attachments !== undefined);
    expect(receipt?.text).toContain('Werkstattpaket');
    expect(receipt?.text).not.toContain('Garage pack');
    // Its invoice names the bundle and its tokens in German too (decision 076).
    const invoice = pdfText(Buffer.from(receipt!.attachments![0]!.contentBase64, 'base64'));
    expect(invoice.replace(/\s+/g, ' ')).toContain('Werkstattpaket Token-Paket: 5 Token');
  });

  it('credits the tokens a bundle says', async () => {
    const [big] = await db()
      .insert(tokenBundles)
      .values({ name: 'Big', priceCents: 100000, tokens: 30 })
      .returning();
    const user = await signUp(shop.app);
    const res = await call(shop.app, 'POST', '/api/v1/bundles/', {
      token: user.access,
      body: { fk_bundle: big!.id },
    });
    const sessionId = sessionIdOf(res.body.payment_url as string);
    await webhook(stripe.event('checkout.session.completed', stripe.pay(sessionId)));
    expect(await points(user.id)).toBe(30);
    // The account lists the purchase with what it gave (issue 17).
    const mine = await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token: user.access });
    expect(mine.body.results).toEqual([
      expect.objectContaining({ kind: 'token_bundle', name: 'Big', tokens: 30, duration_days: null }),
    ]);
  });
});
