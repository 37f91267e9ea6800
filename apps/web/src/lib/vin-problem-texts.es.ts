/** Spanish texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the número de bastidor. */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'El VIN está vacío',
  forbiddenLetter: (position: number, character: string) =>
    `el carácter ${position} «${character}» no está permitido en un VIN (I, O y Q no se usan nunca)`,
  invalidCharacter: (position: number, character: string) =>
    `el carácter ${position} «${character}» no está permitido en un VIN (solo dígitos 0–9 y letras A–Z)`,
  length: (count: number) => `El VIN debe tener 17 caracteres (tiene ${count})`,
};
