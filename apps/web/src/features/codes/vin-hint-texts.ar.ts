/** Arabic texts of vin-hint-texts.ts (docs/decisions/062): the VIN is «رقم الهيكل», the head unit «نظام الملاحة» (a control unit is «وحدة التحكم»). */
import type { Translation } from '@/i18n/translated';
import type { vinHintTexts as english } from './vin-hint-texts';

export const vinHintTexts: Translation<typeof english> = {
  checkDigit: (actual: string, expected: string) =>
    `خانة التحقق في رقم الهيكل هذا غير مطابقة (الخانة 9 هي «${actual}»، والمتوقَّع «${expected}»). يرجى مراجعة رقم الهيكل بحثًا عن خطأ في الكتابة.`,
  unknownHeadUnit: (comand: string, sold: string) =>
    `«${comand}» ليس من أنظمة الملاحة التي نبيعها (${sold}).`,
  notMercedes: (maker: string) =>
    `لا يبدو رقم الهيكل هذا رقم هيكل مرسيدس-بنز (الشركة المصنِّعة: ${maker}). يرجى التحقق من رقم الهيكل.`,
  notMercedesUnknownMaker: (wmi: string) =>
    `لا يبدو رقم الهيكل هذا رقم هيكل مرسيدس-بنز (شركة مصنِّعة غير معروفة، WMI ${wmi}). يرجى التحقق من رقم الهيكل.`,
  seriesUnknown: (comand: string) =>
    `لم نتمكن من تحديد فئة الطراز من رقم الهيكل هذا، لذا لا يمكننا التأكد من أن السيارة مزوّدة بنظام الملاحة ${comand}. يرجى التأكد من أن نظام الملاحة في سيارتك هو ${comand}.`,
  seriesWithoutHeadUnit: (series: string, comand: string, headUnits: string) =>
    `ليس معروفًا أن الفئة ${series} تأتي بنظام الملاحة ${comand} (الأنظمة المحتملة: ${headUnits}). يرجى التأكد من أن نظام الملاحة في سيارتك هو ${comand}.`,
  seriesWithoutAnyHeadUnit: (series: string, comand: string) =>
    `ليس معروفًا أن الفئة ${series} تأتي بنظام الملاحة ${comand} (لا يُعرف لها أيٌّ من أنظمة الملاحة التي نبيعها). يرجى التأكد من أن نظام الملاحة في سيارتك هو ${comand}.`,
};
