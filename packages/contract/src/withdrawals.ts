/**
 * Withdrawal from a contract online, without signing in (Directive 2023/2673, decision 056): the
 * request a consumer sends, the receipt they get back, and the requests as staff handle them.
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmailShape } from './email.js';
import { hasControlCharacters, plainText, requiredOrWrongType } from './fields.js';
import { languageField } from './language-field.js';
import { messages } from './messages.js';

/** Which contract the consumer withdraws from. */
export const WITHDRAWAL_CONTRACTS = ['token_bundle', 'subscription_bundle', 'pin'] as const;
export type WithdrawalContract = (typeof WITHDRAWAL_CONTRACTS)[number];

export const withdrawalMessages = {
  nameRequired: 'Enter your name.',
  referenceRequired: 'Enter the order number or payment reference from your receipt.',
  contractRequired: 'Choose the contract you withdraw from.',
} as const;

const line = (max: number, required: string) =>
  plainText(
    z
      .string({ error: requiredOrWrongType(required) })
      .trim()
      .min(1, required)
      .max(max),
  );

export const withdrawalRequest = z.object({
  name: line(200, withdrawalMessages.nameRequired),
  email: z
    .string({ error: requiredOrWrongType(messages.emailRequired) })
    .trim()
    .min(1, messages.emailRequired)
    .max(EMAIL_MAX_LENGTH, { message: messages.emailFormat, abort: true })
    .refine((v) => isEmailShape(v), messages.emailFormat)
    .refine((v) => !hasControlCharacters(v), messages.controlCharacters),
  /** An `NH-` order reference, or the payment reference of a bundle's receipt. */
  reference: line(100, withdrawalMessages.referenceRequired),
  contract: z.enum(WITHDRAWAL_CONTRACTS, { error: withdrawalMessages.contractRequired }),
  reason: plainText(z.string().trim().max(2000), true).nullish(),
  /** The page's language: the receipt e-mail is written in it (decision 068); English when left out. */
  language: languageField.optional(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

/** What the consumer receives at once (and by e-mail): proof of when the withdrawal arrived. */
export const withdrawalReceipt = z.object({
  /** The receipt's number, to quote to the shop (`WD-…`). */
  receipt: z.string(),
  /** ISO 8601, UTC: when the shop received the withdrawal. */
  received_at: z.string(),
  name: z.string(),
  email: z.string(),
  reference: z.string(),
  contract: z.enum(WITHDRAWAL_CONTRACTS),
  reason: z.string().nullable(),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceipt>;

export const WITHDRAWAL_STATUSES = ['received', 'refunded', 'closed'] as const;

/** A withdrawal as staff see it: the receipt, and what was done about it. */
export const staffWithdrawal = withdrawalReceipt.extend({
  id: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  /** The payment refunded, and how much (`12.50`). */
  payment_id: z.string().nullable(),
  refunded_amount: z.string().nullable(),
  note: z.string().nullable(),
});
export type StaffWithdrawal = z.infer<typeof staffWithdrawal>;

export const staffWithdrawalsResponse = z.object({ results: z.array(staffWithdrawal) });

/** Staff refund a bundle purchase the consumer withdrew from: the payment, by its id. */
export const refundWithdrawalRequest = z.object({
  payment_id: z.uuid({ error: 'Give the id of the bundle payment to refund.' }),
});

/** Staff close a withdrawal without a refund, saying why (a PIN delivered, a duplicate). */
export const closeWithdrawalRequest = z.object({
  note: plainText(
    z
      .string({ error: requiredOrWrongType('Say why.') })
      .trim()
      .min(1, 'Say why.')
      .max(500),
  ),
});

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "27 November 2026, 11:05 UTC": when a withdrawal arrived, as the receipt page and e-mail say it. */
export function receivedAtText(iso: string): string {
  const at = new Date(iso);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())} UTC`;
}
