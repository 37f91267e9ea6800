import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@navihub/contract/messages';
import { NAVIGATION_TOOL } from '@navihub/contract/rules';
import { balance, toolId } from '../points/ledger.js';
import { call, createTestShop, sampleCode, signUp, type TestShop } from '../../test/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'http://shop.test' });
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
    expect(purchases.body.results[0].status).toBe('pending');
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
