/**
 * The few checks the app still makes of an answer: request() types answers by the contract and
 * does not parse them, but where the spec says how the app copes with a field the server left out,
 * that field is looked at here (no zod on the first load).
 */
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

/** The checkout address of a payment answer, or null when it carries none (only logged, spec §4). */
export function paymentUrlOf(answer: unknown): string | null {
  const url = isRecord(answer) ? answer.payment_url : undefined;
  return typeof url === 'string' && url ? url : null;
}
