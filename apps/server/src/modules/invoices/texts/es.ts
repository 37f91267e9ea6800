/** An invoice's words in Spanish (formal address); keys as en.ts. */
import { plural } from '../../mail/index.js';
import type { InvoiceTexts } from './en.js';

export const es: InvoiceTexts = {
  invoice: 'Factura',
  creditNote: 'Factura rectificativa',
  invoiceNumber: 'Número de factura',
  creditNoteNumber: 'Número de factura rectificativa',
  issueDate: 'Fecha de expedición',
  supplyDate: 'Fecha de la operación',
  correctsInvoice: 'Rectifica la factura',
  invoiceOf: (number, date) => `${number} del ${date}`,
  vatId: 'NIF-IVA',
  billTo: 'Facturar a',
  description: 'Descripción',
  netAmount: 'Base imponible',
  vat: (rate) => `IVA ${rate}`,
  total: 'Total',
  totalRefunded: 'Total reembolsado',
  reverseCharge: (sellerVatId, buyerVatId) =>
    `Inversión del sujeto pasivo (art. 196 de la Directiva 2006/112/CE). NIF-IVA del vendedor: ${sellerVatId}; NIF-IVA del comprador: ${buyerVatId}.`,
  none: 'ninguno',
  noVat: 'No se repercute IVA.',
  paidBy: (method, currency) => `Pagado con ${method}. Moneda: ${currency}.`,
  refundedBy: (method) => `Reembolsado con ${method}.`,
  refundedByBecause: (method, reason) => `Reembolsado con ${method}: ${reason}`,
  card: 'tarjeta (Stripe)',
  details: { order: 'Pedido', refund: 'Reembolso', reason: 'Motivo' },
  lines: {
    pin: (headUnit, mapRegion, version, vin) =>
      `PIN de navegación ${headUnit} ${mapRegion} ${version} para ${vin}`,
    tokenBundle: 'Paquete de tokens',
    tokens: (count) => `${count} ${plural('es', count, { one: 'token', other: 'tokens' })}`,
    subscriptionBundle: 'Paquete de suscripción',
    days: (count) => `${count} ${plural('es', count, { one: 'día', other: 'días' })}`,
  },
};
