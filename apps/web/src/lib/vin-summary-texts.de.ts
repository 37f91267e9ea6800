/** German texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the Fahrgestellnummer (FIN). */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Unbekannter Hersteller',
  seriesNotIdentified: (maker: string) => `${maker} (Baureihe nicht erkannt)`,
  modelYear: (year: number) => `Modelljahr ${year}`,
  plant: (plant: string) => `Werk ${plant}`,
  checkDigitMismatch: 'Prüfziffer stimmt nicht',
  steering: {
    left: 'Linkslenker',
    right: 'Rechtslenker',
    leftCkd: 'Linkslenker (CKD-Bausatz)',
    rightCkd: 'Rechtslenker (CKD-Bausatz)',
  },
};
