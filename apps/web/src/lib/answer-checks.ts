/**
 * The few checks the app still makes of an answer: request() types answers by the contract and
 * does not parse them, but where the spec says how the app copes with a field the server left out,
 * that field is looked at here (no zod on the first load).
 */
import { inLanguage, serverTextsKnown } from '@/i18n/translated';
import { isRecord } from './http';

const STATUSES: readonly unknown[] = ['success', 'pending', 'error'];

/**
 * A status answer (`{status, message, …}` of an order, payment or bundle purchase) as it came, or
 * an error when its status is none of success, pending and error: the page then says it could not
 * read it rather than showing a success.
 */
export function readableStatus<T extends { status: string }>(answer: T): T {
  const status: unknown = isRecord(answer) ? answer.status : undefined;
  if (!STATUSES.includes(status)) throw new Error('The status answer is not readable');
  return answer;
}

/**
 * readableStatus, with the answer's message in the page's language: the server writes the shop's
 * messages in English (the PIN is ready, a demo PIN, the payment failed…); a message that is none
 * of them stays as it came.
 */
export async function readableStatusInLanguage<T extends { status: string; message?: string | null }>(
  answer: T,
): Promise<T> {
  const readable = readableStatus(answer);
  if (typeof readable.message !== 'string') return readable;
  await serverTextsKnown();
  return { ...readable, message: inLanguage(readable.message) };
}

/** The checkout address of a payment answer, or null when it carries none (only logged, spec §4). */
export function paymentUrlOf(answer: unknown): string | null {
  const url = isRecord(answer) ? answer.payment_url : undefined;
  return typeof url === 'string' && url ? url : null;
}
