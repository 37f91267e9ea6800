/** Arabic texts of vin-summary-texts.ts (docs/decisions/062): the VIN is «رقم الهيكل (VIN)». */
import type { Translation } from '@/i18n/translated';
import type { vinSummaryTexts as english } from './vin-summary-texts';

export const vinSummaryTexts: Translation<typeof english> = {
  separator: '، ',
  unknownManufacturer: 'شركة مصنّعة غير معروفة',
  seriesNotIdentified: (maker: string) => `${maker} (لم تُحدَّد الفئة)`,
  modelYear: (year: number) => `سنة الطراز ${year}`,
  plant: (plant: string) => `مصنع ${plant}`,
  checkDigitMismatch: 'خانة التحقق غير مطابقة',
  steering: {
    left: 'مقود على اليسار',
    right: 'مقود على اليمين',
    leftCkd: 'مقود على اليسار (مجموعة CKD)',
    rightCkd: 'مقود على اليمين (مجموعة CKD)',
  },
};
