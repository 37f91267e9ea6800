/**
 * The work a password-reset request does before it knows whether to send anything: a fresh token,
 * its hash and the rendered mail. Both a known and an unknown address go through it, so that the
 * answer does not come measurably sooner for an address without an account (no enumeration by
 * timing; `npm run bench -- reset` measures, tests only check the path). A known address's write
 * (the token row and the mail) runs after the answer (service.ts, the mail worker's afterAnswer).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mailLanguageOf, mailTemplates, pagePathOf } from '../mail/index.js';

export interface ResetMailInput {
  publicUrl: string;
  brand: string;
  ttlSeconds: number;
  /** The account's id; 0 for an address without one (nothing is written or sent then). */
  userId: number;
  /** The account's language (decision 068); English for an address without one. */
  language?: string | undefined;
}

export function prepareResetMail(input: ResetMailInput) {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const language = mailLanguageOf(input.language);
  const link = `${input.publicUrl}${pagePathOf(language, '/create-password')}?token=${encodeURIComponent(token)}&id=${input.userId}`;
  const mail = mailTemplates.passwordReset({
    language,
    brand: input.brand,
    link,
    validMinutes: Math.round(input.ttlSeconds / 60),
  });
  return { tokenHash, mail };
}
