/** An invoice's words in French; keys as en.ts. */
import type { InvoiceTexts } from './en.js';

export const fr: InvoiceTexts = {
  invoice: 'Facture',
  creditNote: 'Avoir',
  invoiceNumber: 'Numéro de facture',
  creditNoteNumber: 'Numéro d’avoir',
  issueDate: 'Date d’émission',
  supplyDate: 'Date de livraison',
  correctsInvoice: 'Rectifie la facture',
  invoiceOf: (number, date) => `${number} du ${date}`,
  vatId: 'N° de TVA intracommunautaire',
  billTo: 'Facturé à',
  description: 'Désignation',
  netAmount: 'Montant HT',
  vat: (rate) => `TVA ${rate}`,
  total: 'Total TTC',
  totalRefunded: 'Total remboursé',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Autoliquidation : TVA due par le preneur (art. 196 de la directive 2006/112/CE). N° de TVA du vendeur : ${sellerVatId} ; n° de TVA de l’acheteur : ${buyerVatId}.`,
  none: 'aucun',
  noVat: 'Aucune TVA n’est facturée.',
  paidBy: (method, currency) => `Payé par ${method}. Devise : ${currency}.`,
  refundedBy: (method) => `Remboursé par ${method}.`,
  refundedByBecause: (method, reason) => `Remboursé par ${method} : ${reason}`,
  card: 'carte (Stripe)',
  details: { order: 'Commande', refund: 'Remboursement', reason: 'Motif' },
};
