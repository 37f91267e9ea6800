/** An invoice's words in Polish (formal address); keys as en.ts. */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const pl: InvoiceTexts = {
  invoice: 'Faktura',
  creditNote: 'Faktura korygująca',
  invoiceNumber: 'Numer faktury',
  creditNoteNumber: 'Numer faktury korygującej',
  issueDate: 'Data wystawienia',
  supplyDate: 'Data dostawy',
  correctsInvoice: 'Koryguje fakturę',
  invoiceOf: (number, date) => `${number} z dnia ${date}`,
  vatId: 'NIP UE',
  billTo: 'Nabywca',
  description: 'Opis',
  netAmount: 'Kwota netto',
  vat: (rate) => `VAT ${rate}`,
  total: 'Razem',
  totalRefunded: 'Razem zwrócono',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Odwrotne obciążenie (art. 196 dyrektywy 2006/112/WE). NIP UE sprzedawcy: ${sellerVatId}; NIP UE nabywcy: ${buyerVatId}.`,
  none: 'brak',
  noVat: 'Nie nalicza się podatku VAT.',
  paidBy: (method, currency) => `Zapłacono: ${method}. Waluta: ${currency}.`,
  refundedBy: (method) => `Zwrócono: ${method}.`,
  refundedByBecause: (method, reason) => `Zwrócono: ${method}. Powód: ${reason}`,
  card: 'karta (Stripe)',
  details: { order: 'Zamówienie', refund: 'Zwrot', reason: 'Powód' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `Kod PIN nawigacji ${headUnit} ${mapRegion} ${version} dla ${vin}`,
    tokenBundle: 'Pakiet tokenów',
    tokens: (count) =>
      `${count} ${plural('pl', count, { one: 'token', few: 'tokeny', many: 'tokenów', other: 'tokenu' })}`,
    subscriptionBundle: 'Pakiet subskrypcyjny',
    days: (count) =>
      `${count} ${plural('pl', count, { one: 'dzień', few: 'dni', many: 'dni', other: 'dnia' })}`,
  },
};
