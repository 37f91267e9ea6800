/** German texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the Fahrgestellnummer (FIN). */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'Die FIN ist leer',
  forbiddenLetter: (position: number, character: string) =>
    `Zeichen ${position} „${character}“ ist in einer FIN nicht zulässig (I, O und Q kommen nie vor)`,
  invalidCharacter: (position: number, character: string) =>
    `Zeichen ${position} „${character}“ ist in einer FIN nicht zulässig (nur Ziffern 0–9 und Buchstaben A–Z)`,
  length: (count: number) => `Die FIN muss 17 Zeichen lang sein (eingegeben: ${count})`,
};
