/** Arabic texts of business-texts.ts (docs/decisions/062): the same keys, in Modern Standard Arabic. */
import type { Translation } from '@/i18n/translated';
import type { businessTexts as english } from './business-texts';
import { dollars } from '@/i18n/arabic-money';

export const businessTexts: Translation<typeof english> = {
  summary: 'هل تشتري بصفتك شركة؟ أضف بيانات شركتك (اختياري)',
  heading: 'بيانات الشركة',
  intro:
    'تُطبع على فواتيرك. الشركة في الاتحاد الأوروبي التي لديها رقم ضريبة القيمة المضافة من دولة أخرى في الاتحاد الأوروبي لا تدفع ضريبة القيمة المضافة.',
  companyName: 'اسم الشركة',
  address: 'العنوان',
  addressHint: 'الشارع والرمز البريدي والمدينة، كل منها في سطر.',
  country: 'البلد',
  noCountry: 'اختر بلدًا',
  vatNumber: 'رقم ضريبة القيمة المضافة',
  vatNumberHint: 'مع رمز البلد في أوله، مثل DE123456789.',
  save: 'حفظ بيانات الشركة',
  saved: 'حُفظت بيانات الشركة',
  remembered: 'حُفظت في حسابك لمشترياتك القادمة.',
  taxLine: (rate: string, country: string, tax: string, net: string) =>
    `يشمل ضريبة القيمة المضافة ${rate}% (${country}): ${dollars(tax)} على ${dollars(net)} صافيًا.`,
  reverseCharge: 'دون ضريبة القيمة المضافة: الاحتساب العكسي (تقع عليك محاسبة الضريبة).',
  bundleNote: 'هل تشتري بصفتك شركة؟ تظهر بيانات الشركة المحفوظة في إعداداتك على الفاتورة.',
  bundleNoteLink: 'بيانات الشركة',
  taxUnknown: 'تعذّر حساب الإجمالي شاملًا ضريبة القيمة المضافة. حاول مرة أخرى.',
};
