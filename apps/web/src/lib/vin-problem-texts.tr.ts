/** Turkish texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the şasi numarası (VIN). */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'Şasi numarası boş',
  forbiddenLetter: (position: number, character: string) =>
    `${position}. karakter '${character}' şasi numarasında kullanılamaz (I, O ve Q hiçbir zaman kullanılmaz)`,
  invalidCharacter: (position: number, character: string) =>
    `${position}. karakter '${character}' şasi numarasında kullanılamaz (yalnızca 0–9 rakamları ve A–Z harfleri)`,
  length: (count: number) => `Şasi numarası 17 karakter olmalıdır (girilen: ${count})`,
};
