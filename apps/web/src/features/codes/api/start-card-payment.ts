import { useMutation } from '@tanstack/react-query';
import { paymentUrlResponse } from '@navihub/contract/bundles';
import type { CardPaymentRequest } from '@navihub/contract/payments';
import { authRequest, plainRequest } from '@/lib/api-client';
import { getTokens } from '@/lib/session';

/**
 * POST /api/v1/payment/stripe/ → {payment_url}: the signed-in user's call carries the bearer, a
 * guest's is a plain one. Resolves with null when the answer carries no payment_url.
 */
export async function startCardPayment(request: CardPaymentRequest): Promise<string | null> {
  const send = getTokens() ? authRequest : plainRequest;
  const body = await send('/api/v1/payment/stripe/', { method: 'POST', body: request });
  const parsed = paymentUrlResponse.safeParse(body);
  return parsed.success && parsed.data.payment_url ? parsed.data.payment_url : null;
}

export function useStartCardPayment() {
  return useMutation({ mutationFn: startCardPayment });
}
