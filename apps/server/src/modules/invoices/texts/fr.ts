/** An invoice's words in French; keys as en.ts. */
import { plural } from '../../mail/index.js';
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
    `Autoliquidation\u00a0: TVA due par le preneur (art. 196 de la directive 2006/112/CE). N° de TVA du vendeur\u00a0: ${sellerVatId}\u202f; n° de TVA de l’acheteur\u00a0: ${buyerVatId}.`,
  none: 'aucun',
  noVat: 'Aucune TVA n’est facturée.',
  paidBy: (method, currency) => `Payé par ${method}. Devise\u00a0: ${currency}.`,
  refundedBy: (method) => `Remboursé par ${method}.`,
  refundedByBecause: (method, reason) => `Remboursé par ${method}\u00a0: ${reason}`,
  card: 'carte (Stripe)',
  details: { order: 'Commande', refund: 'Remboursement', reason: 'Motif' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `Code PIN de navigation ${headUnit} ${mapRegion} ${version} pour ${vin}`,
    tokenBundle: 'Pack de jetons',
    tokens: (count) => `${count} ${plural('fr', count, { one: 'jeton', other: 'jetons' })}`,
    subscriptionBundle: 'Pack d’abonnement',
    days: (count) => `${count} ${plural('fr', count, { one: 'jour', other: 'jours' })}`,
  },
};
