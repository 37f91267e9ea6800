import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenConsent } from '@navihub/contract/consent';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { eq } from 'drizzle-orm';
import { backofficeApi } from '@navihub/contract/api/backoffice';
import { pathOf } from '@navihub/contract/api/endpoint';
import { devCheckoutSessions, payments } from '../../db/schema.js';
import { createAccountService } from '../account/index.js';
import { balance, toolId } from '../points/index.js';
import { call, createTestShop, sampleCode, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({
    PUBLIC_URL: 'http://shop.test',
    DEV_STANDINS: 'on',
    STRIPE_PAYMENT_METHODS_PREVIEW: 'card, link ,<apple_pay>',
  });
});
afterAll(() => shop.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('dev checkout', () => {
  it('shows what is bought and the amount, and Pay redirects to the success page as Stripe would', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: 'dev-buyer@example.com' },
    });
    const url = new URL(res.body.payment_url as string);
    expect(url.origin).toBe('http://shop.test');
    expect(url.pathname).toMatch(/^\/dev\/checkout\/dev_cs_[a-f0-9]{24}$/);

    const page = await shop.app.inject({ method: 'GET', url: url.pathname });
    expect(page.body).toContain('39.00 USD');
    expect(page.body).toContain('Navigation PIN NTG 5.5 Europe V12.0');
    expect(page.body).toContain('No real card is charged');
    // What Stripe Checkout would offer, as the operator says it is enabled (escaped as any text).
    expect(page.body).toContain('Payment methods Stripe Checkout would offer: card, link, &lt;apple_pay&gt;');

    const pay = await shop.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: form,
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    const success = new URL(pay.headers.location as string);
    expect(success.pathname).toBe('/success');
    const paymentId = success.searchParams.get('paymentId')!;
    const sessionId = success.searchParams.get('payment')!;
    expect(sessionId).toBe(url.pathname.split('/').pop());

    await shop.app.jobWorker.drain();
    const check = await call(shop.app, 'POST', `/api/v1/payment/check/${paymentId}/${sessionId}/`);
    expect(check.body).toMatchObject({ status: 'success', data: expect.stringMatching(/^[A-Z2-9]{6}$/) });

    // A second click on Pay changes nothing and still lands on the success page.
    const again = await shop.app.inject({
      method: 'POST',
      url: `${url.pathname}/pay`,
      headers: form,
      payload: '',
    });
    expect(again.headers.location).toBe(pay.headers.location);
  });

  it('sends a buyer back to the success or cancel page in the language they gave their consent in', async () => {
    const buy = async () => {
      const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
        body: {
          ...sampleCode(),
          amount: '39.00',
          email: 'ar-buyer@example.com',
          consent: givenConsent('ar'),
        },
      });
      expect(res.status).toBe(200);
      return new URL(res.body.payment_url as string).pathname;
    };
    const paid = await shop.app.inject({
      method: 'POST',
      url: `${await buy()}/pay`,
      headers: form,
      payload: '',
    });
    const success = new URL(paid.headers.location as string);
    expect([success.origin, success.pathname]).toEqual(['http://shop.test', '/ar/success']);
    expect(success.searchParams.get('paymentId')).toMatch(/^[0-9a-f-]{36}$/);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: `${await buy()}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancelled.headers.location).toBe('http://shop.test/ar/cancel');
  });

  it('Cancel lands on /cancel and leaves the payment unpaid', async () => {
    const user = await signUp(shop.app);
    const bundle = (await call(shop.app, 'GET', '/api/v1/bundles/')).body.results[0] as { id: number };
    const res = await call(shop.app, 'POST', '/api/v1/payment/bundle/', {
      token: user.access,
      body: { fk_bundle: bundle.id },
    });
    const path = new URL(res.body.payment_url as string).pathname;
    const cancel = await shop.app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: form,
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe('http://shop.test/cancel');
    expect(await balance(shop.database.db, user.id, await toolId(shop.database.db, NAVIGATION_TOOL))).toBe(0);
    const pay = await shop.app.inject({ method: 'POST', url: `${path}/pay`, headers: form, payload: '' });
    expect(pay.headers.location).toBe('http://shop.test/cancel');
    const purchases = await call(shop.app, 'GET', '/api/v1/payment/bundle/', { token: user.access });
    expect(purchases.body.results[0]?.status).toBe('pending');
  });

  it('records a refund staff make of a paid order, shows it on its page, and makes it once', async () => {
    const res = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: { ...sampleCode(), amount: '39.00', email: 'dev-refund@example.com' },
    });
    const path = new URL(res.body.payment_url as string).pathname;
    const sessionId = path.split('/').pop()!;
    const pay = await shop.app.inject({ method: 'POST', url: `${path}/pay`, headers: form, payload: '' });
    const orderId = (await shop.database.db.query.payments.findFirst({
      where: eq(payments.providerSessionId, sessionId),
    }))!.orderId!;
    await shop.app.jobWorker.drain();
    const staff = await signUp(shop.app);
    await createAccountService({ db: shop.database.db }).setRole(staff.id, 'staff');
    const url = pathOf(backofficeApi.refundOrder, { id: orderId });
    const refunded = await call(shop.app, 'POST', url, {
      token: staff.access,
      body: { reason: 'Wrong VIN.' },
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body.refund).toMatchObject({
      given_back: 'card',
      amount: '39.00',
      provider_refund_id: `dev_re_refund-${orderId}`,
    });
    const session = await shop.database.db.query.devCheckoutSessions.findFirst({
      where: eq(devCheckoutSessions.id, sessionId),
    });
    expect(session).toMatchObject({ status: 'refunded', paid: true, refundedCents: 3900 });
    expect(session?.refundedAt).toBeInstanceOf(Date);
    const page = await shop.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Refunded 39.00 USD');
    // The customer's success page still finds the payment paid, with its PIN.
    const success = new URL(pay.headers.location as string);
    const check = await call(
      shop.app,
      'POST',
      `/api/v1/payment/check/${success.searchParams.get('paymentId')}/${sessionId}/`,
    );
    expect(check.body).toMatchObject({ status: 'success' });

    const again = await call(shop.app, 'POST', url, { token: staff.access, body: { reason: 'Again.' } });
    expect(again.status).toBe(409);
    // Asked again (a retry after a crash), the dev checkout answers with the refund it made.
    expect(await shop.app.orders.refundPayment(orderId)).toEqual({
      amountCents: 3900,
      providerRefundId: `dev_re_refund-${orderId}`,
    });
  });

  it('is not there in production', async () => {
    const { loadConfig } = await import('../../config.js');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://m:25',
        PUBLIC_URL: 'https://s.example',
        PIN_PROVIDER: 'manual',
      }),
    ).toThrow(/dev checkout is not allowed/);
    expect(messages.paymentStartFailed).toBe('Payment error. Try again later.');
  });
});
