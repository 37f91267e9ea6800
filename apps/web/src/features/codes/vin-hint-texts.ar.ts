/** Arabic texts of vin-hint-texts.ts (docs/decisions/062): the VIN is «رقم الهيكل», the head unit «وحدة التحكم». */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `خانة التحقق في رقم الهيكل هذا غير مطابقة (الخانة 9 هي «${actual}»، والمتوقَّع «${expected}»). يرجى مراجعة رقم الهيكل بحثًا عن خطأ في الكتابة.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«${comand}» ليست من وحدات التحكم التي نبيعها (${sold}).`,
  notMercedes: (maker: string) =>
    `لا يبدو رقم الهيكل هذا رقم هيكل مرسيدس-بنز (الشركة المصنِّعة: ${maker}). يرجى التحقق من رقم الهيكل.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `لا يبدو رقم الهيكل هذا رقم هيكل مرسيدس-بنز (شركة مصنِّعة غير معروفة، WMI ${wmi}). يرجى التحقق من رقم الهيكل.`,
  seriesUnknown: (comand: string) =>
    `لم نتمكن من تحديد فئة الطراز من رقم الهيكل هذا، لذا لا يمكننا التأكد من أن السيارة مزوّدة بوحدة التحكم ${comand}. يرجى التأكد من أن وحدة التحكم في سيارتك هي ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `ليس معروفًا أن الفئة ${series} تأتي بوحدة التحكم ${comand} (الوحدات المحتملة: ${headUnits}). يرجى التأكد من أن وحدة التحكم في سيارتك هي ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `ليس معروفًا أن الفئة ${series} تأتي بوحدة التحكم ${comand} (لا تُعرف لها أي من وحدات التحكم التي نبيعها). يرجى التأكد من أن وحدة التحكم في سيارتك هي ${comand}.`,
};
