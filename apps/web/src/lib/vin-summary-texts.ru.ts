/** Russian texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the VIN-номер. */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Неизвестный производитель',
  seriesNotIdentified: (maker: string) => `${maker} (серия не определена)`,
  modelYear: (year: number) => `модельный год ${year}`,
  plant: (plant: string) => `завод ${plant}`,
  checkDigitMismatch: 'контрольная цифра не совпадает',
  steering: {
    left: 'левый руль',
    right: 'правый руль',
    leftCkd: 'левый руль (CKD-сборка)',
    rightCkd: 'правый руль (CKD-сборка)',
  },
};
