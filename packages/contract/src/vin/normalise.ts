/**
 * VIN normalisation and well-formedness (ISO 3779 / 49 CFR 565.13):
 * 17 characters, digits 0–9 and capital letters A–Z except I, O and Q.
 */

import { VIN_LENGTH } from '../rules.js';

/** Letters that ISO 3779 and 49 CFR 565 never use in a VIN (too easily confused with 1 and 0). */
export const FORBIDDEN_VIN_LETTERS = ['I', 'O', 'Q'] as const;

export const VIN_PROBLEMS = ['empty', 'forbidden-letter', 'invalid-character', 'length'] as const;

export type VinProblem = (typeof VIN_PROBLEMS)[number];

export type VinValidation = { ok: true; vin: string } | { ok: false; problem: VinProblem; reason: string };

/** Spaces (any whitespace) and dashes people type or paste between VIN groups. */
const SEPARATORS = /[\s\-\u2010-\u2015]/gu;

/** Trims, upper-cases and drops spaces and dashes. Does not judge the result. */
export function normaliseVin(input: string): string {
  return input.trim().toUpperCase().replace(SEPARATORS, '');
}

/**
 * Normalises, then checks the characters before the length, because a character problem names the
 * exact position to fix. Positions are 1-based positions in the normalised VIN.
 */
export function validateVin(input: string): VinValidation {
  const vin = normaliseVin(input);
  if (vin.length === 0) return { ok: false, problem: 'empty', reason: 'VIN is empty' };

  const chars = Array.from(vin);
  for (const [i, ch] of chars.entries()) {
    if ((FORBIDDEN_VIN_LETTERS as readonly string[]).includes(ch)) {
      return {
        ok: false,
        problem: 'forbidden-letter',
        reason: `character ${i + 1} '${ch}' is not allowed in a VIN (I, O and Q are never used)`,
      };
    }
    if (!/^[0-9A-Z]$/.test(ch)) {
      return {
        ok: false,
        problem: 'invalid-character',
        reason: `character ${i + 1} '${ch}' is not allowed in a VIN (only digits 0–9 and letters A–Z)`,
      };
    }
  }

  if (chars.length !== VIN_LENGTH) {
    return {
      ok: false,
      problem: 'length',
      reason: `VIN must be ${VIN_LENGTH} characters (got ${chars.length})`,
    };
  }
  return { ok: true, vin };
}
