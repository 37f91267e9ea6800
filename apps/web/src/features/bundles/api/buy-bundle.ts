import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paymentsApi } from '@navihub/contract/api/payments';
import { messages } from '@navihub/contract/messages';
import { CURRENCY, type BundleKind } from '@navihub/contract/rules';
import { paths } from '@/config/paths';
import { paymentUrlOf } from '@/lib/answer-checks';
import { request } from '@/lib/request';
import { getTokens } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { useUserIp } from '@/lib/user-ip';

/** Where a bundle is bought: token bundles and subscription bundles share one flow. */
const buyEndpoints = {
  token_bundle: paymentsApi.buyTokenBundle,
  subscription_bundle: paymentsApi.buySubscriptionBundle,
} satisfies Record<BundleKind, unknown>;

export type BundleEndpoint = (typeof buyEndpoints)[BundleKind];

/**
 * paymentsApi.buyTokenBundle or buySubscriptionBundle (bearer) {fk_bundle, currency, user_ip} →
 * {payment_url}. Resolves with null when the answer carries no payment_url.
 */
export async function startBundlePurchase(
  endpoint: BundleEndpoint,
  bundleId: number,
  userIp: string | null,
): Promise<string | null> {
  const body = { fk_bundle: bundleId, currency: CURRENCY, user_ip: userIp };
  return paymentUrlOf(await request(endpoint, { body }));
}

/**
 * The purchase button of spec §4: a guest is sent to log in first (and brought back); a customer
 * goes to the card provider's payment_url; a missing URL is only logged; a failure is a toast.
 */
export function useBuyBundle(kind: BundleKind) {
  const endpoint = buyEndpoints[kind];
  const navigate = useNavigate();
  const location = useLocation();
  const userIp = useUserIp();
  const mutation = useMutation({
    mutationFn: (bundleId: number) => startBundlePurchase(endpoint, bundleId, userIp),
  });

  const buy = (bundleId: number) => {
    if (!getTokens()?.access_token) {
      void navigate(paths.login.getHref({ required: true }), {
        state: { from: location.pathname + location.search },
      });
      return;
    }
    mutation.mutate(bundleId, {
      onSuccess: (paymentUrl) => {
        if (paymentUrl) window.location.assign(paymentUrl);
        else console.error(`The answer of ${endpoint.id} carries no payment_url`);
      },
      onError: () => toastError(messages.paymentStartFailed),
    });
  };

  // The bundle being bought right now, if any.
  const buyingId = mutation.isPending ? mutation.variables : undefined;
  return {
    /** A bundle's Buy button: its spinner while it is bought, every button off while any is. */
    buttonFor: (bundleId: number) => ({
      onBuy: () => buy(bundleId),
      isBuying: buyingId === bundleId,
      disabled: mutation.isPending,
    }),
  };
}
