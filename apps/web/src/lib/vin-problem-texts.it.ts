/** Italian texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the numero di telaio. */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'Il VIN è vuoto',
  forbiddenLetter: (position: number, character: string) =>
    `il carattere ${position} «${character}» non è ammesso in un VIN (I, O e Q non si usano mai)`,
  invalidCharacter: (position: number, character: string) =>
    `il carattere ${position} «${character}» non è ammesso in un VIN (solo cifre 0–9 e lettere A–Z)`,
  length: (count: number) => `Il VIN deve avere 17 caratteri (ne ha ${count})`,
};
