/**
 * The e-mail shape of spec §5 — text, @, text, dot, text, no spaces — checked in one linear pass.
 * It replaces the regular expression /^[^\s@]+@[^\s@]+\.[^\s@]+$/, which backtracked
 * quadratically on hostile input ('a@' + '.'.repeat(50000) + '@' held a process for seconds).
 */

/** RFC 5321's limit for a forward path; longer input is refused before its shape is looked at. */
export const EMAIL_MAX_LENGTH = 254;

const WHITESPACE = /\s/;

export function isEmailShape(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1) return false;
  if (WHITESPACE.test(value)) return false;
  // The domain needs a dot with text on both sides of it.
  return value.slice(at + 2, -1).includes('.');
}
