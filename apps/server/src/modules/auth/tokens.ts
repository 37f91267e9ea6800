/** Access and refresh JWTs (HS256 pinned, iss/aud checked, every token with a jti). */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

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
  const key = new TextEncoder().encode(opts.secret);
  const ttl = (type: TokenType) => (type === 'access' ? opts.accessTtl : opts.refreshTtl);

  return {
    async sign(userId, type, sessionId) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttl(type);
      const token = await new SignJWT({
        token_type: type,
        user_id: userId,
        ...(sessionId ? { sid: sessionId } : {}),
      })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(userId))
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, type) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        if (payload.token_type !== type || !Number.isInteger(userId) || !payload.jti || !payload.exp)
          return null;
        const sessionId = typeof payload.sid === 'string' ? payload.sid : undefined;
        return { userId, jti: payload.jti, type, expiresAt: new Date(payload.exp * 1000), sessionId };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
