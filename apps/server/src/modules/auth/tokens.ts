/**
 * Access and refresh JWTs (HS256 pinned, iss/aud checked, every token with a jti), signed and
 * verified with fast-jwt: synchronous HMAC, about ten times cheaper per request than WebCrypto.
 */
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

const ISSUER = 'navihub';
const AUDIENCE = 'navihub-web';
const ALG = 'HS256';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  jti: string;
  type: TokenType;
  expiresAt: Date;
  /** On access tokens: the jti of the refresh token issued with it (the session). */
  sessionId?: string;
}

export interface TokenSigner {
  sign(
    userId: number,
    type: TokenType,
    sessionId?: string,
  ): Promise<{ token: string; jti: string; expiresAt: Date }>;
  /** Returns null for any token that is malformed, forged, expired or of the wrong type. */
  verify(token: string, type: TokenType): Promise<TokenClaims | null>;
}

export function createTokenSigner(opts: {
  secret: string;
  accessTtl: number;
  refreshTtl: number;
}): TokenSigner {
  const ttl = (type: TokenType) => (type === 'access' ? opts.accessTtl : opts.refreshTtl);
  const signToken = createSigner({ key: opts.secret, algorithm: ALG, iss: ISSUER, aud: AUDIENCE });
  // Synchronous HMAC: every signed-in request verifies a token, so this is on the hot path.
  const verifyToken = createVerifier({
    key: opts.secret,
    algorithms: [ALG],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'jti', 'exp', 'token_type'],
  });

  return {
    async sign(userId, type, sessionId) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttl(type);
      const token = signToken({
        token_type: type,
        user_id: userId,
        ...(sessionId ? { sid: sessionId } : {}),
        sub: String(userId),
        jti,
        iat: now,
        exp,
      });
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, type) {
      let payload: Record<string, unknown>;
      try {
        payload = verifyToken(token) as Record<string, unknown>;
      } catch (err) {
        if (err instanceof TokenError) return null;
        throw err;
      }
      const userId = Number(payload.sub);
      const { jti, exp, sid } = payload;
      if (payload.token_type !== type || !Number.isInteger(userId)) return null;
      if (typeof jti !== 'string' || !jti || typeof exp !== 'number') return null;
      const sessionId = typeof sid === 'string' ? sid : undefined;
      return { userId, jti, type, expiresAt: new Date(exp * 1000), sessionId };
    },
  };
}
