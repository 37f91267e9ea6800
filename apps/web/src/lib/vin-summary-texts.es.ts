/** Spanish texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the número de bastidor. */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Fabricante desconocido',
  seriesNotIdentified: (maker: string) => `${maker} (serie no identificada)`,
  modelYear: (year: number) => `año de modelo ${year}`,
  plant: (plant: string) => `planta de ${plant}`,
  checkDigitMismatch: 'el dígito de control no coincide',
  steering: {
    left: 'volante a la izquierda',
    right: 'volante a la derecha',
    leftCkd: 'volante a la izquierda (kit CKD)',
    rightCkd: 'volante a la derecha (kit CKD)',
  },
};
