/**
 * An invoice's words in Arabic (formal address); keys as en.ts. Printed right to left (decision
 * 071): a directive's number is isolated (U+2066…U+2069) so that it reads `2006/112/EC`.
 */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const ar: InvoiceTexts = {
  invoice: 'فاتورة',
  creditNote: 'إشعار دائن',
  invoiceNumber: 'رقم الفاتورة',
  creditNoteNumber: 'رقم الإشعار الدائن',
  issueDate: 'تاريخ الإصدار',
  supplyDate: 'تاريخ التوريد',
  correctsInvoice: 'يصحح الفاتورة',
  invoiceOf: (number, date) => `${number} بتاريخ ${date}`,
  vatId: 'الرقم الضريبي',
  billTo: 'فاتورة إلى',
  description: 'الوصف',
  netAmount: 'المبلغ الصافي',
  vat: (rate) => `ضريبة القيمة المضافة ${rate}`,
  total: 'الإجمالي',
  totalRefunded: 'إجمالي المبلغ المسترد',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `الاحتساب العكسي: يحتسب المشتري ضريبة القيمة المضافة ويسددها (المادة 196 من التوجيه \u20662006/112/EC\u2069). الرقم الضريبي للبائع: ${sellerVatId}؛ الرقم الضريبي للمشتري: ${buyerVatId}.`,
  none: 'لا يوجد',
  noVat: 'لا تُحتسب ضريبة القيمة المضافة.',
  paidBy: (method, currency) => `طريقة الدفع: ${method}. العملة: ${currency}.`,
  refundedBy: (method) => `طريقة الاسترداد: ${method}.`,
  refundedByBecause: (method, reason) => `طريقة الاسترداد: ${method}. السبب: ${reason}`,
  card: 'بطاقة (Stripe)',
  details: { order: 'الطلب', refund: 'استرداد', reason: 'السبب' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `رمز PIN للملاحة ${headUnit} ${mapRegion} ${version} الخاص بـ ${vin}`,
    tokenBundle: 'باقة نقاط',
    tokens: (count) =>
      plural('ar', count, {
        zero: `${count} نقطة`,
        one: 'نقطة واحدة',
        two: 'نقطتان',
        few: `${count} نقاط`,
        many: `${count} نقطة`,
        other: `${count} نقطة`,
      }),
    subscriptionBundle: 'باقة اشتراك',
    days: (count) =>
      plural('ar', count, {
        zero: `${count} يوم`,
        one: 'يوم واحد',
        two: 'يومان',
        few: `${count} أيام`,
        many: `${count} يومًا`,
        other: `${count} يوم`,
      }),
  },
};
