/**
 * Issuing invoices and credit notes, inside the transaction that records the captured payment or
 * the refund (decision 054): the number is taken there, so a rollback takes it back. The PDF and
 * the mail are made afterwards by a job (pdf-job.ts), never in the request.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  invoices,
  type BusinessBuyer,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceItem,
  type InvoiceLine,
  type PaymentTax,
} from '../../db/schema.js';
import { enqueueJob } from '../jobs/index.js';
import { formatNumber, takeNextNumber } from './numbering.js';
import type { InvoiceSettings } from './settings.js';

export type { InvoiceItem };

/** The job that makes an invoice's PDF and mails it. */
export const INVOICE_PDF_JOB = 'invoice-pdf';

/** The payload of the PDF job: which invoice, and whether the customer is mailed once it is made. */
export interface InvoicePdfJob {
  invoiceId: number;
  mail: boolean;
}

/**
 * A captured payment as its invoice needs it (the payments row's fields), and what its seller
 * says was sold: a PIN order's reference and particulars (head unit, region, version, VIN).
 * Payments and orders hand it in, so this module imports neither (decision 050).
 */
export interface InvoicedPayment {
  id: string;
  kind: 'pin' | 'token_bundle' | 'subscription_bundle';
  orderId: string | null;
  userId: number | null;
  email: string | null;
  description: string;
  amountCents: number;
  currency: string;
  provider: string;
  tokens?: number | null;
  durationDays?: number | null;
  /** The order's `NH-` reference; none for a bundle. */
  reference?: string | undefined;
  /** The particulars of what was sold, as the seller gives them; a bundle's are its terms. */
  details?: string[] | undefined;
  /** What was sold, as data: the PDF and the mail write the line from it in their language (decision 076). */
  item?: InvoiceItem | undefined;
  /** The business buyer's details given at checkout (decision 065). */
  buyer?: BusinessBuyer | null;
  /** How the payment's tax was decided (decision 065); none on payments before taxes (no tax). */
  tax?: PaymentTax | null;
}

const PAYPAL_PROVIDERS = new Set(['paypal', 'dev-paypal']);

/** How a payment was made, as its invoice says: `paypal` or `card`. */
export const paidWithOf = (provider: string) => (PAYPAL_PROVIDERS.has(provider) ? 'paypal' : 'card');

/**
 * The line of what a payment sold: the checkout's description and its particulars as issued (the
 * export's), and what was sold as data, which the PDF and the mail write in their language.
 */
function lineOf(payment: InvoicedPayment): InvoiceLine {
  const details =
    payment.details ??
    (payment.kind === 'token_bundle'
      ? [`Token bundle${payment.tokens ? `: ${payment.tokens} tokens` : ''}`]
      : payment.kind === 'subscription_bundle'
        ? [`Subscription bundle${payment.durationDays ? `: ${payment.durationDays} days` : ''}`]
        : []);
  return {
    title: payment.description,
    details,
    netCents: payment.tax?.netCents ?? payment.amountCents,
    ...(payment.item ? { item: payment.item } : {}),
  };
}

/** The buyer as the invoice names them: the e-mail, and the company, address, country, VAT number given. */
function buyerOf(payment: InvoicedPayment): InvoiceBuyer {
  const business = payment.buyer;
  if (!business) return { email: payment.email };
  return {
    email: payment.email,
    ...(business.companyName ? { name: business.companyName } : {}),
    ...(business.address.length ? { address: business.address } : {}),
    ...(business.country ? { country: business.country } : {}),
    ...(business.vatNumber ? { vatId: business.vatNumber } : {}),
  };
}

/** The invoice of a payment, if one was issued. */
export async function invoiceOfPayment(db: DbOrTx, paymentId: string): Promise<Invoice | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'invoice')));
  return row;
}

/**
 * Issues the invoice of a captured payment, once (a repeated call answers the one issued), and
 * queues its PDF and the receipt mail that carries it. Call it inside the transaction that records
 * the payment as fulfilled, with the payment's row locked.
 */
export async function issueInvoice(
  tx: DbOrTx,
  payment: InvoicedPayment,
  settings: InvoiceSettings,
  now = new Date(),
): Promise<Invoice> {
  const existing = await invoiceOfPayment(tx, payment.id);
  if (existing) return existing;
  const year = now.getUTCFullYear();
  const sequence = await takeNextNumber(tx, 'invoice', year);
  // The tax decided when the checkout opened (decision 065); the amount charged is its gross.
  const tax = payment.tax;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      number: formatNumber('invoice', settings.prefix, year, sequence),
      year,
      sequence,
      prefix: settings.prefix,
      paymentId: payment.id,
      orderId: payment.orderId,
      orderReference: payment.reference ?? null,
      userId: payment.userId,
      email: payment.email,
      accessKey: randomBytes(18).toString('base64url'),
      issuedAt: now,
      suppliedAt: now,
      seller: settings.seller,
      buyer: buyerOf(payment),
      lines: [lineOf(payment)],
      netCents: tax?.netCents ?? payment.amountCents,
      taxRateBasisPoints: tax?.rateBasisPoints ?? 0,
      taxCents: tax?.taxCents ?? 0,
      grossCents: tax?.grossCents ?? payment.amountCents,
      reverseCharge: tax?.reverseCharge ?? false,
      currency: payment.currency,
      paidWith: paidWithOf(payment.provider),
    })
    .returning();
  await enqueueJob(tx, INVOICE_PDF_JOB, { invoiceId: invoice!.id, mail: true } satisfies InvoicePdfJob);
  return invoice!;
}

/** A refund to record as a credit note: the provider's id, the amount given back, why. */
export interface CreditedRefund {
  paymentId: string;
  refundId: string;
  amountCents: number;
  reason: string;
}

/**
 * Issues the credit note of one refund of an invoiced payment, once per refund (a repeated report
 * of it answers the one issued): its own number in the `CN-` series, the refunded amount negative,
 * and the invoice it corrects. Undefined when the payment has no invoice (nothing to correct).
 * Call it inside the transaction that records the refund.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  refund: CreditedRefund,
  now = new Date(),
): Promise<Invoice | undefined> {
  if (!(refund.amountCents > 0)) return undefined;
  const invoice = await invoiceOfPayment(tx, refund.paymentId);
  if (!invoice) return undefined;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, refund.refundId));
  if (existing) return existing;
  const year = now.getUTCFullYear();
  const sequence = await takeNextNumber(tx, 'credit_note', year);
  // The refunded amount is gross: split at the invoice's rate (the invoice's own split when all of it goes back).
  const grossCents = -refund.amountCents;
  const taxCents =
    refund.amountCents === invoice.grossCents
      ? -invoice.taxCents
      : -Math.round(
          (refund.amountCents * invoice.taxRateBasisPoints) / (10_000 + invoice.taxRateBasisPoints),
        );
  const cents = grossCents - taxCents;
  const [note] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      number: formatNumber('credit_note', invoice.prefix, year, sequence),
      year,
      sequence,
      prefix: invoice.prefix,
      paymentId: invoice.paymentId,
      orderId: invoice.orderId,
      orderReference: invoice.orderReference,
      userId: invoice.userId,
      email: invoice.email,
      accessKey: randomBytes(18).toString('base64url'),
      correctsId: invoice.id,
      refundId: refund.refundId,
      issuedAt: now,
      suppliedAt: invoice.suppliedAt,
      seller: invoice.seller,
      buyer: invoice.buyer,
      lines: [
        {
          title: `Refund: ${invoice.lines[0]?.title ?? 'purchase'}`,
          details: [...(invoice.lines[0]?.details ?? []), `Reason: ${refund.reason.slice(0, 200)}`],
          netCents: cents,
          // What the invoice sold, so the credit note's line is written in its language too.
          ...(invoice.lines[0]?.item
            ? { item: invoice.lines[0].item, reason: refund.reason.slice(0, 200) }
            : {}),
        },
      ],
      netCents: cents,
      taxRateBasisPoints: invoice.taxRateBasisPoints,
      taxCents,
      grossCents,
      currency: invoice.currency,
      paidWith: invoice.paidWith,
      reverseCharge: invoice.reverseCharge,
      reason: refund.reason.slice(0, 500),
    })
    .returning();
  await enqueueJob(tx, INVOICE_PDF_JOB, { invoiceId: note!.id, mail: true } satisfies InvoicePdfJob);
  return note!;
}

/** An invoice and its credit notes, oldest first, of a payment; the invoice a credit note corrects. */
export async function documentsOfPayment(db: DbOrTx, paymentId: string): Promise<Invoice[]> {
  return db.select().from(invoices).where(eq(invoices.paymentId, paymentId)).orderBy(asc(invoices.id));
}
