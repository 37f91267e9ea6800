import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@navihub/contract/api/endpoint';
import { paymentsApi } from '@navihub/contract/api/payments';
import { readableStatusInLanguage } from '@/lib/answer-checks';
import { request } from '@/lib/request';

/** How often a payment (or the PIN it buys) that is still pending is asked again. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

export type PaymentCheck = ResponseOf<typeof paymentsApi.confirmCardPayment>;

/**
 * paymentsApi.confirmCardPayment (bearer when signed in, empty body) → {status, data: PIN | null,
 * message}. `payment` is the provider's session id from the return link.
 */
export async function checkPayment(paymentId: string, payment: string): Promise<PaymentCheck> {
  return readableStatusInLanguage(
    await request(paymentsApi.confirmCardPayment, { params: { id: paymentId, payment } }),
  );
}

export function paymentCheckQuery(paymentId: string, payment: string) {
  return queryOptions({
    queryKey: ['payment-check', paymentId, payment],
    queryFn: () => checkPayment(paymentId, payment),
    // The PIN is obtained a moment after the payment: ask every 2 s until a final answer.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false),
    refetchOnWindowFocus: (query) => query.state.data?.status === 'pending',
  });
}

export function usePaymentCheck(paymentId: string, payment: string) {
  return useQuery(paymentCheckQuery(paymentId, payment));
}
