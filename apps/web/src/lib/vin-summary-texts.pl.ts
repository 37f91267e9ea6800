/** Polish texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the numer VIN (numer nadwozia). */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Nieznany producent',
  seriesNotIdentified: (maker: string) => `${maker} (seria nierozpoznana)`,
  modelYear: (year: number) => `rok modelowy ${year}`,
  plant: (plant: string) => `zakład ${plant}`,
  checkDigitMismatch: 'cyfra kontrolna się nie zgadza',
  steering: {
    left: 'kierownica po lewej stronie',
    right: 'kierownica po prawej stronie',
    leftCkd: 'kierownica po lewej stronie (zestaw CKD)',
    rightCkd: 'kierownica po prawej stronie (zestaw CKD)',
  },
};
