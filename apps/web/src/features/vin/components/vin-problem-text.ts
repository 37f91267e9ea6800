/**
 * Why a VIN is not a VIN in the page's language (the contract's reason is English): the VIN form
 * and the datacard page say it. Small on its own: the form loads first, the datacard's lines later.
 */
import { FORBIDDEN_VIN_LETTERS, normaliseVin, type VinProblem } from '@navihub/contract/vin/normalise';
import { vinTexts } from '../texts';

/**
 * Why `input` is not a VIN, by the decoder's problem, in the page's language (the same rules as
 * validateVin); the server's `detail` if this page cannot find the character it means.
 */
export function problemText(problem: VinProblem, input: string, detail: string): string {
  const { problems } = vinTexts;
  const chars = Array.from(normaliseVin(input));
  const forbidden = (ch: string) => (FORBIDDEN_VIN_LETTERS as readonly string[]).includes(ch);
  switch (problem) {
    case 'empty':
      return problems.empty;
    case 'length':
      return problems.length(chars.length);
    case 'forbidden-letter':
    case 'invalid-character': {
      const at = chars.findIndex((ch) => forbidden(ch) || !/^[0-9A-Z]$/.test(ch));
      const ch = chars[at];
      if (ch === undefined) return detail;
      return forbidden(ch) ? problems.forbiddenLetter(at + 1, ch) : problems.invalidCharacter(at + 1, ch);
    }
  }
}
