/**
 * The proof that it is the owner who asks for their account's deletion (decision 055): the
 * password, or, for an account linked to Google, a Google sign-in of the last 5 minutes. Staff
 * accounts are refused: an admin first makes them customers.
 */
import type { DeleteAccountRequest } from '@navihub/contract/account-data';
import { accountDataMessages } from '@navihub/contract/account-data';
import { DomainError, invalidField } from '../../lib/domain-errors.js';
import type { User } from '../auth/index.js';
import { verifyPassword } from '../auth/index.js';

/** How old a Google sign-in may be to stand in for the password. */
export const FRESH_GOOGLE_SIGN_IN_MS = 5 * 60 * 1000;

export interface GoogleProof {
  verify: (idToken: string) => Promise<{ sub: string; issuedAt: Date }>;
}

export const staffAccountRefused = () => new DomainError('forbidden', accountDataMessages.staffAccount);

/** Throws a field error unless `proof` shows the owner of `user` is asking. */
export async function checkOwnerProof(
  user: User,
  proof: DeleteAccountRequest,
  google: GoogleProof,
  now = Date.now(),
): Promise<void> {
  if (proof.id_token && user.googleSub) {
    const identity = await google.verify(proof.id_token);
    if (identity.sub !== user.googleSub) {
      throw invalidField('id_token', accountDataMessages.googleAccountMismatch);
    }
    const age = now - identity.issuedAt.getTime();
    if (age > FRESH_GOOGLE_SIGN_IN_MS || age < -60_000) {
      throw invalidField('id_token', accountDataMessages.googleSignInNotFresh);
    }
    return;
  }
  if (!user.passwordHash) throw invalidField('id_token', accountDataMessages.googleSignInRequired);
  if (!proof.password) throw invalidField('password', accountDataMessages.passwordRequired);
  if (!(await verifyPassword(user.passwordHash, proof.password))) {
    throw invalidField('password', accountDataMessages.passwordWrong);
  }
}
