/** Italian texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the numero di telaio. */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Costruttore sconosciuto',
  seriesNotIdentified: (maker: string) => `${maker} (serie non identificata)`,
  modelYear: (year: number) => `anno modello ${year}`,
  plant: (plant: string) => `stabilimento di ${plant}`,
  checkDigitMismatch: 'la cifra di controllo non corrisponde',
  steering: {
    left: 'guida a sinistra',
    right: 'guida a destra',
    leftCkd: 'guida a sinistra (kit CKD)',
    rightCkd: 'guida a destra (kit CKD)',
  },
};
