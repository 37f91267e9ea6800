/** Turkish texts of vin-summary-texts.ts (docs/decisions/062): the VIN is the şasi numarası (VIN). */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: ', ',
  unknownManufacturer: 'Bilinmeyen üretici',
  seriesNotIdentified: (maker: string) => `${maker} (seri belirlenemedi)`,
  modelYear: (year: number) => `model yılı ${year}`,
  plant: (plant: string) => `${plant} fabrikası`,
  checkDigitMismatch: 'kontrol hanesi uyuşmuyor',
  steering: {
    left: 'soldan direksiyonlu',
    right: 'sağdan direksiyonlu',
    leftCkd: 'soldan direksiyonlu (CKD kiti)',
    rightCkd: 'sağdan direksiyonlu (CKD kiti)',
  },
};
