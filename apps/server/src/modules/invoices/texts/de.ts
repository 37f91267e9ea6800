/** An invoice's words in German; keys as en.ts. A credit note is a Rechnungskorrektur, never a Gutschrift (self-billing). */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const de: InvoiceTexts = {
  invoice: 'Rechnung',
  creditNote: 'Rechnungskorrektur',
  invoiceNumber: 'Rechnungsnummer',
  creditNoteNumber: 'Nummer der Rechnungskorrektur',
  issueDate: 'Ausstellungsdatum',
  supplyDate: 'Leistungsdatum',
  correctsInvoice: 'Korrigiert Rechnung',
  invoiceOf: (number, date) => `${number} vom ${date}`,
  vatId: 'USt-IdNr.',
  billTo: 'Rechnungsempfänger',
  description: 'Beschreibung',
  netAmount: 'Nettobetrag',
  vat: (rate) => `USt. ${rate}`,
  total: 'Gesamtbetrag',
  totalRefunded: 'Erstatteter Gesamtbetrag',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Steuerschuldnerschaft des Leistungsempfängers (Art. 196 der Richtlinie 2006/112/EG). USt-IdNr. des Leistenden: ${sellerVatId}; USt-IdNr. des Leistungsempfängers: ${buyerVatId}.`,
  none: 'keine',
  noVat: 'Es wird keine Umsatzsteuer berechnet.',
  paidBy: (method, currency) => `Bezahlt per ${method}. Währung: ${currency}.`,
  refundedBy: (method) => `Erstattet per ${method}.`,
  refundedByBecause: (method, reason) => `Erstattet per ${method}: ${reason}`,
  card: 'Karte (Stripe)',
  details: { order: 'Bestellung', refund: 'Erstattung', reason: 'Grund' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `Navigations-PIN ${headUnit} ${mapRegion} ${version} für ${vin}`,
    tokenBundle: 'Token-Paket',
    tokens: (count) => `${count} Token`,
    subscriptionBundle: 'Abo-Paket',
    days: (count) => `${count} ${plural('de', count, { one: 'Tag', other: 'Tage' })}`,
  },
};
