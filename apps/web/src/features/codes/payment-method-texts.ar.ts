/** Arabic texts of payment-method-texts.ts (docs/decisions/062). */
import { dollars } from '@/i18n/arabic-money';
import type { Translation } from '@/i18n/translated';
import type { paymentMethodTexts as english } from './payment-method-texts';

export const paymentMethodTexts: Translation<typeof english> = {
  openingPaypal: 'جارٍ فتح PayPal…',
  redirectingPaypal: 'جارٍ التحويل إلى PayPal…',
  paidWith: 'طريقة الدفع',
  paidWithNames: { card: 'بطاقة', paypal: 'PayPal', points: 'نقطة', subscription: 'اشتراك' },
  refunded: 'تم الاسترداد',
  partiallyRefunded: 'استرداد جزئي',
  amountPaid: 'المبلغ المدفوع',
  withVat: (gross: string, tax: string) => `${dollars(gross)} (شاملًا ضريبة القيمة المضافة ${dollars(tax)})`,
};
