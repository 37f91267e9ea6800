import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf, type Endpoint } from '@navihub/contract/api/endpoint';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import type { Database } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { call, grantPoints, sampleCode, signUp, uniqueEmail, type TestShop } from '../../test/harness.js';
import { createTwoShopsOnOneDatabase } from '../../test/shops.js';

// Staff on two shop servers (each with its own connection pool) acting on one order at the same
// moment: what two server processes look like to PostgreSQL. PGlite is one process by nature, so
// this runs in the PostgreSQL stage of CI (DATABASE_URL set).
describe.runIf(process.env.DATABASE_URL)('staff writes racing on one PostgreSQL', () => {
  let database: Database;
  let stripe: FakeStripe;
  let a: TestShop;
  let b: TestShop;
  let closeShops: () => Promise<void>;
  let staff: Awaited<ReturnType<typeof signUp>>;
  let other: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    const shops = await createTwoShopsOnOneDatabase({
      ...stripe.env,
      PIN_PROVIDER: 'manual',
      PUBLIC_URL: 'https://shop.example',
      DEV_STANDINS: 'on',
    });
    ({ database, a, b, close: closeShops } = shops);
    [staff, other] = [await signUp(a.app), await signUp(b.app)];
    const accounts = createAccountService({ db: database.db });
    await accounts.setRole(staff.id, 'staff');
    await accounts.setRole(other.id, 'admin');
  });
  afterAll(async () => {
    await closeShops();
    await stripe.close();
  });

  const db = () => database.db;
  const post = (shop: TestShop, endpoint: Endpoint, id: string, body: object) =>
    call(shop.app, 'POST', pathOf(endpoint, { id }), {
      token: shop === a ? staff.access : other.access,
      body,
    });
  const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const pointsOf = async (userId: number) => balance(db(), userId, await toolId(db(), NAVIGATION_TOOL));

  async function pointOrder() {
    const user = await signUp(a.app);
    await grantPoints(db(), user.id, 1);
    const res = await call(a.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(res.status).toBe(200);
    await a.app.jobWorker.drain();
    return { user, orderId: res.body.order_id as string };
  }

  async function paidCardOrder() {
    const res = await call(a.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: uniqueEmail('race'), currency: 'USD' },
    });
    const sessionId = (res.body.payment_url as string).split('/').pop()!;
    const payment = (await db().query.payments.findFirst({
      where: eq(payments.providerSessionId, sessionId),
    }))!;
    const session = stripe.pay(sessionId);
    await call(a.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
    await a.app.jobWorker.drain();
    return { orderId: payment.orderId!, paymentIntent: session.payment_intent! };
  }
  const refundsAtStripe = (paymentIntent: string) =>
    [...stripe.refunds.values()].filter((r) => r.payment_intent === paymentIntent);

  it('two fulfils at once: one 200, one 409, and the winner’s PIN is kept', async () => {
    const { orderId } = await pointOrder();
    const [x, y] = await Promise.all([
      post(a, backofficeApi.fulfilOrder, orderId, { pin: 'FIRST-1111' }),
      post(b, backofficeApi.fulfilOrder, orderId, { pin: 'SECOND-2222' }),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const winner = x.status === 200 ? 'FIRST-1111' : 'SECOND-2222';
    expect(await orderOf(orderId)).toMatchObject({ status: 'fulfilled', pin: winner });
  });

  it('fulfil and fail at once: exactly one wins, and the point is back only if the fail won', async () => {
    for (let round = 0; round < 4; round++) {
      const { user, orderId } = await pointOrder();
      const [fulfilled, failed] = await Promise.all([
        post(a, backofficeApi.fulfilOrder, orderId, { pin: 'RACE-3333' }),
        post(b, backofficeApi.failOrder, orderId, { reason: 'Gave up.' }),
      ]);
      expect([fulfilled.status, failed.status].sort()).toEqual([200, 409]);
      const order = await orderOf(orderId);
      if (fulfilled.status === 200) {
        expect(order).toMatchObject({ status: 'fulfilled', pin: 'RACE-3333', refundedAt: null });
        expect(await pointsOf(user.id)).toBe(0);
      } else {
        expect(order).toMatchObject({ status: 'failed', pin: null, refundGivenBack: 'point' });
        expect(await pointsOf(user.id)).toBe(1);
      }
    }
  });

  it('fulfil and fail of a card order at once: one wins, and the card is refunded only if the fail won', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, paymentIntent } = await paidCardOrder();
      const [fulfilled, failed] = await Promise.all([
        post(a, backofficeApi.fulfilOrder, orderId, { pin: 'CARD-RACE-1' }),
        post(b, backofficeApi.failOrder, orderId, { reason: 'Gave up.' }),
      ]);
      expect([fulfilled.status, failed.status].sort()).toEqual([200, 409]);
      expect(refundsAtStripe(paymentIntent)).toHaveLength(failed.status === 200 ? 1 : 0);
      expect((await orderOf(orderId)).status).toBe(failed.status === 200 ? 'failed' : 'fulfilled');
    }
  });

  it('two refunds at once: one 200, one 409, and one refund at the provider', async () => {
    const { orderId, paymentIntent } = await paidCardOrder();
    expect((await post(a, backofficeApi.fulfilOrder, orderId, { pin: 'REFUND-4444' })).status).toBe(200);
    const answers = await Promise.all([
      post(a, backofficeApi.refundOrder, orderId, { reason: 'Wrong VIN.' }),
      post(b, backofficeApi.refundOrder, orderId, { reason: 'Wrong VIN, again.' }),
      post(a, backofficeApi.refundOrder, orderId, { reason: 'Wrong VIN, thrice.' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(refundsAtStripe(paymentIntent)).toHaveLength(1);
    expect(stripe.refundRequests.filter((r) => r.idempotencyKey === `refund-${orderId}`)).toHaveLength(1);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'fulfilled', pin: 'REFUND-4444', refundGivenBack: 'card' });
  });
});
