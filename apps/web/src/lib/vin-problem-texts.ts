/**
 * Why a VIN is not a VIN (the decoder's `problem`), in the page's language: the VIN decoder pages and
 * the order form's VIN field say it the same way (lib/vin-problem.ts).
 */
import { translated } from '@/i18n/translated';

export const vinProblemTexts = translated('vinProblemTexts', {
  empty: 'VIN is empty',
  forbiddenLetter: (position: number, character: string) =>
    `character ${position} '${character}' is not allowed in a VIN (I, O and Q are never used)`,
  invalidCharacter: (position: number, character: string) =>
    `character ${position} '${character}' is not allowed in a VIN (only digits 0–9 and letters A–Z)`,
  length: (count: number) => `VIN must be 17 characters (got ${count})`,
} as const);
