import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentCheckResponse } from '@navihub/contract/payments';
import type { z } from 'zod';
import { authRequest, plainRequest } from '@/lib/api-client';
import { getTokens } from '@/lib/session';

/** How often a payment (or the PIN it buys) that is still pending is asked again. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;

export type PaymentCheck = z.infer<typeof paymentCheckResponse>;

/**
 * POST /api/v1/payment/check/:paymentId/:payment/ (bearer when signed in, empty body) →
 * {status, data: PIN | null, message}. `payment` is the provider's session id from the return link.
 */
export async function checkPayment(paymentId: string, payment: string): Promise<PaymentCheck> {
  const send = getTokens() ? authRequest : plainRequest;
  const path = `/api/v1/payment/check/${encodeURIComponent(paymentId)}/${encodeURIComponent(payment)}/`;
  return paymentCheckResponse.parse(await send(path, { method: 'POST' }));
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
