/** An invoice's words in Italian (formal address); keys as en.ts. */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const it: InvoiceTexts = {
  invoice: 'Fattura',
  creditNote: 'Nota di credito',
  invoiceNumber: 'Numero fattura',
  creditNoteNumber: 'Numero nota di credito',
  issueDate: 'Data di emissione',
  supplyDate: 'Data della cessione',
  correctsInvoice: 'Rettifica la fattura',
  invoiceOf: (number, date) => `${number} del ${date}`,
  vatId: 'Partita IVA',
  billTo: 'Intestata a',
  description: 'Descrizione',
  netAmount: 'Imponibile',
  vat: (rate) => `IVA ${rate}`,
  total: 'Totale',
  totalRefunded: 'Totale rimborsato',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Inversione contabile (art. 196 della direttiva 2006/112/CE). Partita IVA del cedente: ${sellerVatId}; partita IVA del cessionario: ${buyerVatId}.`,
  none: 'nessuna',
  noVat: 'Non viene addebitata IVA.',
  paidBy: (method, currency) => `Pagato con ${method}. Valuta: ${currency}.`,
  refundedBy: (method) => `Rimborsato con ${method}.`,
  refundedByBecause: (method, reason) => `Rimborsato con ${method}: ${reason}`,
  card: 'carta (Stripe)',
  details: { order: 'Ordine', refund: 'Rimborso', reason: 'Motivo' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `PIN di navigazione ${headUnit} ${mapRegion} ${version} per ${vin}`,
    tokenBundle: 'Pacchetto di token',
    tokens: (count) => `${count} token`,
    subscriptionBundle: 'Pacchetto in abbonamento',
    days: (count) => `${count} ${plural('it', count, { one: 'giorno', other: 'giorni' })}`,
  },
};
