import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestShop, signUp, uniqueEmail, type TestShop } from '../../test/harness.js';
import * as resetToken from './reset-token.js';

// The real step, counted: a known and an unknown address must both wait on it before the answer.
vi.mock('./reset-token.js', async (importOriginal) => {
  const original = await importOriginal<typeof resetToken>();
  return { ...original, prepareResetMail: vi.fn(original.prepareResetMail) };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(() => shop.close());

describe('password reset answers known and unknown addresses after the same work', () => {
  it('makes and hashes a token (and renders the mail) for an unknown address too, sending nothing', async () => {
    const prepare = vi.mocked(resetToken.prepareResetMail);
    const user = await signUp(shop.app);
    await shop.app.mailWorker.drain();
    shop.mail.sent.length = 0;

    prepare.mockClear();
    const known = await call(shop.app, 'POST', '/password/reset/', { body: { email: user.email } });
    expect(known.status).toBe(200);
    expect(prepare).toHaveBeenCalledTimes(1);

    prepare.mockClear();
    const unknown = await call(shop.app, 'POST', '/password/reset/', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(unknown.body).toEqual(known.body);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare.mock.calls[0]![0].userId).toBe(0);

    await shop.app.mailWorker.drain();
    expect(shop.mail.sent.map((m) => m.to)).toEqual([user.email]);
  });
});
