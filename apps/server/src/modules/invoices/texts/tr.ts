/** An invoice's words in Turkish (formal address); keys as en.ts. */
import type { InvoiceTexts } from './en.js';

export const tr: InvoiceTexts = {
  invoice: 'Fatura',
  creditNote: 'İade faturası',
  invoiceNumber: 'Fatura numarası',
  creditNoteNumber: 'İade faturası numarası',
  issueDate: 'Düzenleme tarihi',
  supplyDate: 'Teslim tarihi',
  correctsInvoice: 'Düzeltilen fatura',
  invoiceOf: (number, date) => `${number}, ${date} tarihli`,
  vatId: 'KDV numarası',
  billTo: 'Alıcı',
  description: 'Açıklama',
  netAmount: 'Net tutar',
  vat: (rate) => `KDV ${rate}`,
  total: 'Toplam',
  totalRefunded: 'İade edilen toplam',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Tersine vergilendirme (sorumlu sıfatıyla beyan): KDV alıcı tarafından beyan edilir (2006/112/AT sayılı Direktif, madde 196). Satıcının KDV numarası: ${sellerVatId}; alıcının KDV numarası: ${buyerVatId}.`,
  none: 'yok',
  noVat: 'KDV uygulanmamıştır.',
  paidBy: (method, currency) => `Ödeme yöntemi: ${method}. Para birimi: ${currency}.`,
  refundedBy: (method) => `İade yöntemi: ${method}.`,
  refundedByBecause: (method, reason) => `İade yöntemi: ${method}. Neden: ${reason}`,
  card: 'kart (Stripe)',
  details: { order: 'Sipariş', refund: 'İade', reason: 'Neden' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `${headUnit} ${mapRegion} ${version} navigasyon PIN kodu (${vin} için)`,
    tokenBundle: 'Token paketi',
    tokens: (count) => `${count} token`,
    subscriptionBundle: 'Abonelik paketi',
    days: (count) => `${count} gün`,
  },
};
