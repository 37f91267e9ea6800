import { messages } from '@navihub/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestShop, type TestShop, errorAnswer } from '../../test/harness.js';

// An e-mail built to make a backtracking pattern slow ('a@' + dots + '@'), just under the 1 MiB body
// limit. The check is linear and refuses over-long input first, so each answer is an ordinary 400
// (the time it takes is printed by `npm run bench -- hostile`).
const hostile = 'a@' + '.'.repeat(1024 * 1024 - 300) + '@';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('a hostile e-mail near the body limit', () => {
  it('is refused with the field message by the card payment, sign-up and reset', async () => {
    const payment = await call(shop.app, 'POST', '/api/v1/payment/stripe/', {
      body: {
        comand: 'NTG 5.5',
        map_region: 'Europe',
        version: 'V12.0',
        vin: 'WDD2050461F123456',
        email: hostile,
      },
    });
    expect(payment.status).toBe(400);
    expect(payment.body).toEqual(errorAnswer('invalid', { email: [messages.emailFormat] }));

    const registration = await call(shop.app, 'POST', '/auth/registration/', {
      body: { email: hostile, password1: 'correct horse 42', password2: 'correct horse 42' },
    });
    expect(registration.status).toBe(400);
    expect(registration.body).toEqual(errorAnswer('invalid', { email: [messages.emailInvalid] }));

    const reset = await call(shop.app, 'POST', '/password/reset/', { body: { email: hostile } });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual(errorAnswer('invalid', { email: [messages.emailInvalid] }));
  });

  it('leaves the shop answering other requests at once', async () => {
    const [refused, health] = await Promise.all([
      call(shop.app, 'POST', '/password/reset/', { body: { email: hostile } }),
      call(shop.app, 'GET', '/healthz'),
    ]);
    expect(refused.status).toBe(400);
    expect(health.status).toBe(200);
  });
});
