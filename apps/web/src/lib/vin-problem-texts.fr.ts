/** French texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the numéro de châssis. */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'Le VIN est vide',
  forbiddenLetter: (position: number, character: string) =>
    `le caractère ${position} «\u00a0${character}\u00a0» n’est pas autorisé dans un VIN (I, O et Q ne sont jamais utilisés)`,
  invalidCharacter: (position: number, character: string) =>
    `le caractère ${position} «\u00a0${character}\u00a0» n’est pas autorisé dans un VIN (uniquement les chiffres 0–9 et les lettres A–Z)`,
  length: (count: number) => `Le VIN doit comporter 17 caractères (${count} saisis)`,
};
