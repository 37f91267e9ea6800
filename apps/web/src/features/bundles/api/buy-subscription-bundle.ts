import { useMutation } from '@tanstack/react-query';
import { paymentUrlResponse } from '@navihub/contract/bundles';
import { CURRENCY } from '@navihub/contract/rules';
import { authRequest } from '@/lib/api-client';

export type SubscriptionPurchase = { bundleId: number; userIp: string | null };

/**
 * POST /api/v1/payment/subscribe_bundle/ (bearer) {fk_bundle, currency, user_ip} → {payment_url}.
 * Resolves with null when the answer carries no payment_url.
 */
export async function buySubscriptionBundle({
  bundleId,
  userIp,
}: SubscriptionPurchase): Promise<string | null> {
  const body = await authRequest('/api/v1/payment/subscribe_bundle/', {
    method: 'POST',
    body: { fk_bundle: bundleId, currency: CURRENCY, user_ip: userIp },
  });
  const parsed = paymentUrlResponse.safeParse(body);
  return parsed.success && parsed.data.payment_url ? parsed.data.payment_url : null;
}

export function useBuySubscriptionBundle() {
  return useMutation({ mutationFn: buySubscriptionBundle });
}
