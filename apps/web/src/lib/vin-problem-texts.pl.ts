/** Polish texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the numer VIN (numer nadwozia). */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'Numer VIN jest pusty',
  forbiddenLetter: (position: number, character: string) =>
    `znak ${position} „${character}” jest niedozwolony w numerze VIN (litery I, O i Q nigdy nie występują)`,
  invalidCharacter: (position: number, character: string) =>
    `znak ${position} „${character}” jest niedozwolony w numerze VIN (tylko cyfry 0–9 i litery A–Z)`,
  length: (count: number) => `Numer VIN musi mieć 17 znaków (wpisano ${count})`,
};
