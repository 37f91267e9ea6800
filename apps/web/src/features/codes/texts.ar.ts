/** Arabic texts of texts.ts (docs/decisions/062): the head unit is «نظام الملاحة» (a control unit is «وحدة التحكم»), the VIN «رقم الهيكل». */
import type { Translation } from '@/i18n/translated';
import { dollars } from '@/i18n/arabic-money';
import { formatCount } from '@/lib/format';
import type { codesTexts as codes, paymentsTexts as payments } from './texts';

export const codesTexts: Translation<typeof codes> = {
  form: {
    title: 'رموز الملاحة',
    intro: 'اختر نظام الملاحة ومنطقة الخريطة وإصدار الخريطة، ثم أدخل رقم الهيكل (VIN) المكوّن من 17 خانة.',
    formLabel: 'رمز الملاحة',
    comand: 'Comand',
    mapRegion: 'منطقة الخريطة',
    version: 'الإصدار',
    vin: 'رقم الهيكل (VIN)',
    selectPlaceholder: 'اختر…',
    vinPlaceholder: 'رقم هيكل من 17 خانة',
    generate: 'إنشاء',
    buyNow: 'اشترِ الآن',
    vinWarningsTitle: 'يرجى التحقق',
    confirmTitle: 'الإنشاء على أي حال؟',
    confirmIntro:
      'وجد فحص رقم الهيكل أمرًا يستحق المراجعة. لا يمكن استرجاع النقطة أو استخدام الاشتراك بعد صرفه.',
    confirmGenerate: 'الإنشاء على أي حال',
    confirmCheck: 'فحص رقم الهيكل',
  },
  amount: {
    subscriptionActive: 'الاشتراك نشط',
    points: (n: number) => `رصيد النقاط: ${formatCount(n)}`,
    amount: (price: string) => `المبلغ: ${dollars(price)}`,
    discountApplied: (discount: number) => `تم تطبيق خصم ${discount}%`,
    price: (price: string) => dollars(price),
    originalPrice: 'السعر الأصلي',
  },
};

export const paymentsTexts: Translation<typeof payments> = {
  amount: {
    amount: (price: string) => `المبلغ: ${dollars(price)}`,
    price: (price: string) => dollars(price),
    originalPrice: 'السعر الأصلي',
    discountApplied: (discount: number) => `تم تطبيق خصم ${discount}%`,
    subscriptionActive: 'الاشتراك نشط',
    points: (n: number) => `رصيد النقاط: ${formatCount(n)}`,
  },
};
