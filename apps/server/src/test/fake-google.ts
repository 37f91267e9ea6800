/**
 * A stand-in for Google's sign-in on loopback, as the tests' fake card providers are: its key-set
 * endpoint (the shop's `GOOGLE_JWKS_URL`) and ID tokens signed with its key.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

const CLIENT_ID = 'navihub-test.apps.googleusercontent.com';

export async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The shop's settings that make it trust this Google. */
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    /**
     * An ID token with `claims` (an address Google verified unless they say otherwise), issued
     * `issuedSecondsAgo` ago and valid for an hour; `audience`, `issuer` or `key` make it one the
     * shop must refuse.
     */
    idToken(
      claims: Record<string, unknown>,
      opts: { audience?: string; issuer?: string; key?: CryptoKey; issuedSecondsAgo?: number } = {},
    ) {
      const iat = Math.floor(Date.now() / 1000) - (opts.issuedSecondsAgo ?? 0);
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(opts.issuer ?? 'https://accounts.google.com')
        .setAudience(opts.audience ?? CLIENT_ID)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(opts.key ?? privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
