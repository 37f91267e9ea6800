/**
 * The text of an API key: `nh_live_` or `nh_test_` and 40 random characters (240 bits). Only its
 * SHA-256 is stored: with that much randomness a slow password hash adds nothing, and a fast one
 * lets every request be checked against the database (docs/decisions/053).
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKeyMode } from '@navihub/contract/api-keys';

const KEY_PATTERN = /^nh_(live|test)_[A-Za-z0-9_-]{40}$/;

export interface NewKeyText {
  key: string;
  hash: string;
  lastFour: string;
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newApiKeyText(mode: ApiKeyMode): NewKeyText {
  const key = `${API_KEY_PREFIX}${mode}_${randomBytes(30).toString('base64url')}`;
  return { key, hash: hashApiKey(key), lastFour: key.slice(-4) };
}

/** Whether the bearer text claims to be an API key (then it is checked as one, never as a token). */
export const looksLikeApiKey = (bearer: string) => bearer.startsWith(API_KEY_PREFIX);

/** Whether the text has the form of a key we issue (a malformed one is refused without a query). */
export const isWellFormedApiKey = (text: string) => KEY_PATTERN.test(text);
