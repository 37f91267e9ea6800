/**
 * The VIN check digit (position 9).
 *
 * Source: 49 CFR 565.15 (content requirements, check digit) and ISO 3779 as applied in North America;
 * transliteration table, weights and the worked example 1M8GDM9AXKP042788 are also reproduced in
 * Wikipedia "Vehicle identification number", section "Check-digit calculation".
 *
 * Each character is transliterated to a number, multiplied by the weight of its position, the
 * products are summed and the sum taken modulo 11; a remainder of 10 is written as 'X'.
 * Only VINs built to the North-American rules carry a check digit: callers decide whether it applies
 * (see layout.ts).
 */

/** Letter values: A–H → 1–8, J–N → 1–5, P → 7, R → 9, S–Z → 2–9 (I, O and Q never occur). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

/** Weight of positions 1–17; position 9 (the check digit itself) has weight 0. */
const POSITION_WEIGHTS: readonly number[] = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Numeric value of one VIN character, or null for a character a VIN cannot contain. */
export function transliterate(ch: string): number | null {
  if (/^[0-9]$/.test(ch)) return Number(ch);
  return TRANSLITERATION[ch] ?? null;
}

/**
 * The check digit ('0'–'9' or 'X') a 17-character, already normalised VIN should carry.
 * Throws on input that is not 17 valid VIN characters (validate first).
 */
export function computeCheckDigit(vin: string): string {
  if (vin.length !== POSITION_WEIGHTS.length) {
    throw new RangeError(`computeCheckDigit needs 17 characters (got ${vin.length})`);
  }
  let sum = 0;
  for (let i = 0; i < vin.length; i++) {
    const value = transliterate(vin.charAt(i));
    if (value === null) throw new RangeError(`character ${i + 1} '${vin.charAt(i)}' is not a VIN character`);
    sum += value * (POSITION_WEIGHTS[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when position 9 equals the computed check digit. False for malformed input, never throws. */
export function hasValidCheckDigit(vin: string): boolean {
  try {
    return computeCheckDigit(vin) === vin.charAt(8);
  } catch {
    return false;
  }
}
