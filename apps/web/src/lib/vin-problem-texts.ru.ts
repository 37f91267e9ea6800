/** Russian texts of vin-problem-texts.ts (docs/decisions/062): the VIN is the VIN-номер. */
import type { Translation } from '@/i18n/translated';
import type { vinProblemTexts as english } from './vin-problem-texts';

export const vinProblemTexts: Translation<typeof english> = {
  empty: 'VIN-номер не указан',
  forbiddenLetter: (position: number, character: string) =>
    `символ ${position} «${character}» недопустим в VIN-номере (I, O и Q никогда не используются)`,
  invalidCharacter: (position: number, character: string) =>
    `символ ${position} «${character}» недопустим в VIN-номере (только цифры 0–9 и латинские буквы A–Z)`,
  length: (count: number) => `VIN-номер должен состоять из 17 символов (введено ${count})`,
};
