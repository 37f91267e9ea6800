import { useMutation } from '@tanstack/react-query';
import { paymentUrlResponse } from '@navihub/contract/bundles';
import { CURRENCY } from '@navihub/contract/rules';
import { authRequest } from '@/lib/api-client';

export type TokenBundlePurchase = { bundleId: number; userIp: string | null };

/**
 * POST /api/v1/payment/bundle/ (bearer) {fk_bundle, currency, user_ip} → {payment_url}.
 * Resolves with null when the answer carries no payment_url.
 */
export async function buyTokenBundle({ bundleId, userIp }: TokenBundlePurchase): Promise<string | null> {
  const body = await authRequest('/api/v1/payment/bundle/', {
    method: 'POST',
    body: { fk_bundle: bundleId, currency: CURRENCY, user_ip: userIp },
  });
  const parsed = paymentUrlResponse.safeParse(body);
  return parsed.success && parsed.data.payment_url ? parsed.data.payment_url : null;
}

export function useBuyTokenBundle() {
  return useMutation({ mutationFn: buyTokenBundle });
}
