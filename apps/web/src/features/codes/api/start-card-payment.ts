import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '@navihub/contract/api/payments';
import type { CardPaymentRequest } from '@navihub/contract/payments';
import { paymentUrlOf } from '@/lib/answer-checks';
import { request } from '@/lib/request';

/**
 * paymentsApi.startCardPayment → {payment_url}: the signed-in user's call carries the bearer, a
 * guest's is a plain one. Resolves with null when the answer carries no payment_url.
 */
export async function startCardPayment(payment: CardPaymentRequest): Promise<string | null> {
  return paymentUrlOf(await request(paymentsApi.startCardPayment, { body: payment }));
}

export function useStartCardPayment() {
  return useMutation({ mutationFn: startCardPayment });
}
