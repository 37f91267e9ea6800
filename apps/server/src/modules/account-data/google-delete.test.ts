/** An account linked to Google proves a deletion with a Google sign-in of the last 5 minutes (decision 055). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDataMessages } from '@navihub/contract/account-data';
import { startFakeGoogle, type FakeGoogle } from '../../test/fake-google.js';
import { call, createTestShop, errorAnswer, uniqueEmail, type TestShop } from '../../test/harness.js';

let google: FakeGoogle;
let shop: TestShop;

beforeAll(async () => {
  google = await startFakeGoogle();
  shop = await createTestShop(google.env);
});
afterAll(async () => {
  await shop.close();
  await google.close();
});

const googleToken = (sub: string, email: string, issuedSecondsAgo = 0) =>
  google.idToken({ sub, email }, { issuedSecondsAgo });

describe('deleting an account that signs in with Google', () => {
  it('wants a fresh Google sign-in of the same account, then deletes', async () => {
    const email = uniqueEmail('google-delete');
    const signedIn = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await googleToken('g-delete', email) },
    });
    const token = signedIn.body.access_token as string;
    const remove = (body: unknown) => call(shop.app, 'DELETE', '/api/v1/account/', { token, body });

    expect((await remove({ password: 'anything' })).body).toEqual(
      errorAnswer('invalid', { id_token: [accountDataMessages.googleSignInRequired] }),
    );
    expect((await remove({ id_token: await googleToken('g-delete', email, 6 * 60) })).body).toEqual(
      errorAnswer('invalid', { id_token: [accountDataMessages.googleSignInNotFresh] }),
    );
    expect((await remove({ id_token: await googleToken('g-someone-else', 'x@example.com') })).body).toEqual(
      errorAnswer('invalid', { id_token: [accountDataMessages.googleAccountMismatch] }),
    );
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token })).status).toBe(200);

    expect((await remove({ id_token: await googleToken('g-delete', email, 30) })).status).toBe(200);
    expect((await call(shop.app, 'GET', '/auth/user/status/', { token })).status).toBe(401);
    // Signing in with Google again makes a new account.
    const again = await call(shop.app, 'POST', '/auth/google/', {
      body: { id_token: await googleToken('g-delete', email) },
    });
    expect(again.status).toBe(200);
  });
});
