import { describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTokenSigner } from './tokens.js';

const SECRET = 'a-test-secret-of-at-least-32-chars!!';
const signer = createTokenSigner({ secret: SECRET, accessTtl: 300, refreshTtl: 3600 });

/** A token made by another JWT library (jose), so the checks do not rest on our own signer. */
async function foreign(claims: Record<string, unknown>, opts: { secret?: string; alg?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', jti: 'j-1', ...claims })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setIssuer((claims.iss as string) ?? 'navihub')
    .setAudience((claims.aud as string) ?? 'navihub-web')
    .setSubject('7')
    .setIssuedAt(now)
    .setExpirationTime((claims.exp as number) ?? now + 60)
    .sign(new TextEncoder().encode(opts.secret ?? SECRET));
}

describe('access and refresh tokens', () => {
  it('verifies what it signed, with the session of an access token', async () => {
    const { token, jti, expiresAt } = await signer.sign(7, 'access', 'session-1');
    expect(await signer.verify(token, 'access')).toEqual({
      userId: 7,
      jti,
      type: 'access',
      expiresAt,
      sessionId: 'session-1',
    });
    expect(await signer.verify(token, 'refresh')).toBeNull();
  });

  it('accepts a well-formed token from another library', async () => {
    expect(await signer.verify(await foreign({}), 'access')).toMatchObject({ userId: 7, jti: 'j-1' });
  });

  it.each([
    ['another secret', () => foreign({}, { secret: 'another-secret-of-at-least-32-chars!' })],
    ['another algorithm', () => foreign({}, { alg: 'HS512' })],
    ['another issuer', () => foreign({ iss: 'someone-else' })],
    ['another audience', () => foreign({ aud: 'another-app' })],
    ['an expired token', () => foreign({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ['no jti', () => foreign({ jti: undefined })],
    [
      'an unsigned token',
      async () => new UnsecuredJWT({ token_type: 'access', sub: '7', jti: 'x' }).encode(),
    ],
    ['garbage', async () => 'not.a.token'],
  ])('refuses %s', async (_name, make) => {
    expect(await signer.verify(await make(), 'access')).toBeNull();
  });
});
