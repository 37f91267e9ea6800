/** An account linked to Google proves a deletion with a Google sign-in of the last 5 minutes (decision 055). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { accountDataMessages } from '@navihub/contract/account-data';
import { call, createTestShop, errorAnswer, uniqueEmail, type TestShop } from '../../test/harness.js';

const CLIENT_ID = 'navihub-test.apps.googleusercontent.com';
let keyServer: http.Server;
let privateKey: CryptoKey;
let shop: TestShop;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  keyServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as AddressInfo;
  shop = await createTestShop({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`,
  });
});
afterAll(async () => {
  await shop.close();
  keyServer.close();
});

const googleToken = (sub: string, email: string, issuedSecondsAgo = 0) => {
  const iat = Math.floor(Date.now() / 1000) - issuedSecondsAgo;
  return new SignJWT({ email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setSubject(sub)
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(privateKey);
};

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
