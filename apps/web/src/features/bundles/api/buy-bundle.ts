import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paymentsApi } from '@navihub/contract/api/payments';
import { messages } from '@navihub/contract/messages';
import { CURRENCY, type BundleKind } from '@navihub/contract/rules';
import { paths } from '@/config/paths';
import { paymentUrlOf } from '@/lib/answer-checks';
import { request } from '@/lib/request';
import { getTokens } from '@/lib/session';
import { useSiteConfig } from '@/lib/site-config';
import { toastError } from '@/lib/toast';

/** Where a bundle is bought: token bundles and subscription bundles share one flow. */
const buyEndpoints = {
  token_bundle: paymentsApi.buyTokenBundle,
  subscription_bundle: paymentsApi.buySubscriptionBundle,
} satisfies Record<BundleKind, unknown>;

export type BundleEndpoint = (typeof buyEndpoints)[BundleKind];

/** How a bundle is paid: a card checkout or PayPal (decision 028). */
export type BundleMethod = 'card' | 'paypal';

/**
 * paymentsApi.buyTokenBundle or buySubscriptionBundle (bearer) {fk_bundle, currency, method} → {payment_url}. Resolves with null when the answer carries no payment_url.
 */
export async function startBundlePurchase(
  endpoint: BundleEndpoint,
  bundleId: number,
  method: BundleMethod = 'card',
): Promise<string | null> {
  const body = { fk_bundle: bundleId, currency: CURRENCY, method };
  return paymentUrlOf(await request(endpoint, { body }));
}

/**
 * The purchase buttons of spec §4: a guest is sent to log in first (and brought back); a customer
 * goes to the card provider's (or PayPal's) payment_url; a missing URL is only logged; a failure is
 * a toast. PayPal's buttons are there only while the site settings offer PayPal (the /payment
 * page, which is not on the code form's first load, also says why when the server refuses it).
 */
export function useBuyBundle(kind: BundleKind) {
  const endpoint = buyEndpoints[kind];
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useSiteConfig();
  const mutation = useMutation({
    mutationFn: ([bundleId, method]: [number, BundleMethod]) =>
      startBundlePurchase(endpoint, bundleId, method),
  });

  const buy = (bundleId: number, method: BundleMethod) => {
    if (!getTokens()?.access_token) {
      void navigate(paths.login.getHref({ required: true }), {
        state: { from: location.pathname + location.search },
      });
      return;
    }
    mutation.mutate([bundleId, method], {
      onSuccess: (paymentUrl) => {
        if (paymentUrl) window.location.assign(paymentUrl);
        else console.error(`The answer of ${endpoint.id} carries no payment_url`);
      },
      onError: () => toastError(messages.paymentStartFailed),
    });
  };

  // The bundle and the way it is being bought right now, if any.
  const buying = mutation.isPending ? mutation.variables : undefined;
  /** A bundle's button for one way to pay: its spinner while it is bought, every button off while any is. */
  const buttonFor = (bundleId: number, method: BundleMethod = 'card') => ({
    onBuy: () => buy(bundleId, method),
    isBuying: buying?.[0] === bundleId && buying[1] === method,
    disabled: mutation.isPending,
  });
  return {
    /** A bundle's PayPal button, when the shop offers PayPal. */
    paypalFor: (bundleId: number) =>
      config.payment_methods.includes('paypal') ? buttonFor(bundleId, 'paypal') : undefined,
    buttonFor,
  };
}
