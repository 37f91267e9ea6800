/**
 * Model year (position 10) of VINs built to the North-American rules.
 *
 * Source: 49 CFR 565.15 (position 10 model-year code table) and Wikipedia "Vehicle identification
 * number", section "Model year encoding". The 30 codes repeat every 30 years; the letters I, O, Q,
 * U and Z and the digit 0 are never year codes.
 *
 * Cycle rule (49 CFR 565.15, for passenger cars, multipurpose passenger vehicles and trucks of
 * 10,000 lb GVWR or less): a digit in position 7 means the 1980–2009 cycle, a letter in position 7
 * means the 2010–2039 cycle. The rule is not defined for heavy trucks, buses or trailers, so a year
 * decoded for those is the position-7 convention's answer, nothing more.
 */

/** Codes in order: index 0 is 1980 (and 2010), index 29 is 2009 (and 2039). */
const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

const FIRST_CYCLE_START = 1980;
const CYCLE_LENGTH = 30;

export function isModelYearCode(ch: string): boolean {
  return ch.length === 1 && MODEL_YEAR_CODES.includes(ch);
}

/** Both years a code can stand for, e.g. 'G' → [1986, 2016]; [] for a character that is no year code. */
export function modelYearCandidates(code: string): number[] {
  if (!isModelYearCode(code)) return [];
  const first = FIRST_CYCLE_START + MODEL_YEAR_CODES.indexOf(code);
  return [first, first + CYCLE_LENGTH];
}

/**
 * Resolves the model year of a normalised 17-character VIN from position 10, choosing the cycle by
 * position 7. Null when position 10 is not a year code.
 */
export function decodeModelYear(vin: string): number | null {
  const [early, late] = modelYearCandidates(vin.charAt(9));
  if (early === undefined || late === undefined) return null;
  return /^[0-9]$/.test(vin.charAt(6)) ? early : late;
}
