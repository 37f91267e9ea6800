import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { allEndpoints } from '@navihub/contract/api/all-endpoints';
import { payments } from '../db/schema.js';
import { startFakeStripe, type FakeStripe } from '../test/fake-stripe.js';
import { call, createTestShop, grantPoints, sampleCode, signUp, type TestShop } from '../test/harness.js';

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

const noStore = (res: { res: { headers: Record<string, unknown> } }) => res.res.headers['cache-control'];

describe('answers that carry a token or a PIN are never stored', () => {
  it('marks exactly the endpoints whose answers hold tokens or PINs, and every back-office one, as private', () => {
    const backOffice = allEndpoints.filter((e) => e.auth === 'staff' || e.auth === 'admin');
    expect(backOffice.length).toBeGreaterThan(20);
    expect(
      allEndpoints
        .filter((e) => e.private)
        .map((e) => e.id)
        .sort(),
    ).toEqual(
      [
        'signIn',
        'signInWithGoogle',
        'refreshToken',
        'checkOrder',
        'orderHistory',
        'confirmCardPayment',
        // The whole API key, shown this once (docs/decisions/053).
        'createApiKey',
        // A webhook endpoint's signing secret, shown this once (docs/decisions/060).
        'createWebhookEndpoint',
        'rotateWebhookSecret',
        // Everything the shop holds about the customer (docs/decisions/055).
        'exportMyData',
        // An invoice names its buyer and what they bought (issue 33).
        'downloadInvoice',
        // A bulk order's results list its PINs (docs/decisions/061).
        'bulkOrderResults',
        // Customers' data, PINs, the shop's figures: no cache keeps any of it.
        ...backOffice.map((e) => e.id),
      ].sort(),
    );
  });

  it('sends no-store with sign-in, refresh, order check, history and card confirmation, errors too', async () => {
    const user = await signUp(shop.app);
    const signIn = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: user.password },
    });
    expect(signIn.status).toBe(200);
    expect(noStore(signIn)).toBe('no-store');
    const wrong = await call(shop.app, 'POST', '/auth/login/', {
      body: { email: user.email, password: 'not the password' },
    });
    expect(wrong.status).toBe(400);
    expect(noStore(wrong)).toBe('no-store');

    const refresh = await call(shop.app, 'POST', '/auth/token/refresh/', { body: { refresh: user.refresh } });
    expect(refresh.status).toBe(200);
    expect(noStore(refresh)).toBe('no-store');

    const google = await call(shop.app, 'POST', '/auth/google/', { body: { id_token: 'anything' } });
    expect(google.status).toBeGreaterThanOrEqual(400);
    expect(noStore(google)).toBe('no-store');

    await grantPoints(shop.database.db, user.id, 1);
    const generated = await call(shop.app, 'POST', '/api/v1/points-subs/generate/', {
      token: user.access,
      body: sampleCode(),
    });
    expect(generated.status).toBe(200);
    await shop.app.jobWorker.drain();
    const check = await call(shop.app, 'POST', `/api/v1/points-subs/check/${generated.body.order_id}/`, {
      token: user.access,
    });
    expect(check.body.status).toBe('success');
    expect(noStore(check)).toBe('no-store');

    const history = await call(shop.app, 'GET', '/api/v1/history/', { token: user.access });
    expect(history.status).toBe(200);
    expect(noStore(history)).toBe('no-store');
    const signedOut = await call(shop.app, 'GET', '/api/v1/history/');
    expect(signedOut.status).toBe(401);
    expect(noStore(signedOut)).toBe('no-store');

    const started = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: {
        ...sampleCode(),
        amount: '39.00',
        email: 'nostore@example.com',
        currency: 'USD',
        type: null,
        fk_subscription: null,
      },
    });
    expect(started.status).toBe(200);
    const sessionId = (started.body.payment_url as string).split('/').pop()!;
    const payment = (await shop.database.db.query.payments.findFirst({
      where: eq(payments.providerSessionId, sessionId),
    }))!;
    const confirm = await call(shop.app, 'POST', `/api/v1/payment/check/${payment.id}/${sessionId}/`);
    expect(confirm.status).toBe(200);
    expect(noStore(confirm)).toBe('no-store');
  });

  it('leaves the public catalogue cacheable', async () => {
    const res = await call(shop.app, 'GET', '/api/v1/get-info/');
    expect(res.status).toBe(200);
    expect(noStore(res)).toMatch(/public, max-age=\d+/);
  });
});
