/** Google sign-in: verifies an ID token against Google's key set, then finds, links or creates the account. */
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { messages } from '@navihub/contract/messages';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { DomainError, invalidField } from '../../lib/domain-errors.js';
import { linkGoogleIdentity } from './email-verification.js';
import { findUserByEmail, type User } from './service.js';

export interface GoogleConfig {
  clientId: string | undefined;
  jwksUrl: string;
  issuers: string[];
}

export function createGoogleSignIn(config: GoogleConfig & { db: Db }) {
  const { db } = config;
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));

  /** The Google identity the token proves, and when Google issued it (a deletion wants a fresh one). */
  async function verify(idToken: string): Promise<{ sub: string; email: string; issuedAt: Date }> {
    if (!config.clientId)
      throw new DomainError('invalid', messages.googleNotConfigured, { code: 'google_not_configured' });
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        issuer: config.issuers,
        audience: config.clientId,
        algorithms: ['RS256'],
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.email !== 'string' ||
        payload.email_verified !== true
      ) {
        throw new Error('token lacks a verified e-mail');
      }
      return { sub: payload.sub, email: payload.email, issuedAt: new Date((payload.iat ?? 0) * 1000) };
    } catch {
      throw invalidField('non_field_errors', messages.googleTokenInvalid);
    }
  }

  /** The account of that Google identity: by Google id, else linked by verified e-mail (decision 015), else new. */
  async function signIn(idToken: string): Promise<User> {
    const identity = await verify(idToken);
    const linked = await db.query.users.findFirst({ where: eq(users.googleSub, identity.sub) });
    if (linked) return linked;
    const byEmail = await findUserByEmail(db, identity.email);
    if (byEmail) return linkGoogleIdentity(db, byEmail, identity.sub);
    const [created] = await db
      .insert(users)
      .values({ email: identity.email, googleSub: identity.sub, emailVerifiedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // Lost a race with a concurrent sign-up of the same address: use that account.
    const existing = await findUserByEmail(db, identity.email);
    if (!existing) throw new DomainError('conflict', messages.somethingWrong);
    return existing;
  }

  return { signIn, verify };
}
