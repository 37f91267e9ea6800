import type { SubscriptionBundle } from '@navihub/contract/bundles';
import { messages } from '@navihub/contract/messages';
import { useLocation, useNavigate } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { paymentsTexts } from '@/config/texts-payments';
import { getTokens } from '@/lib/session';
import { toastError } from '@/lib/toast';
import { useUserIp } from '@/lib/user-ip';
import { useBuySubscriptionBundle } from '../api/buy-subscription-bundle';
import { useSubscriptionBundles } from '../api/subscription-bundles';
import { SubscriptionCard } from '../components/subscription-card';

const t = paymentsTexts.subscription;

/** Subscription bundles (/subscription). Its visible title is blank (spec §2); the heading is for screen readers. */
export function SubscriptionPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const userIp = useUserIp();
  const bundles = useSubscriptionBundles();
  const buy = useBuySubscriptionBundle();

  // Spec §4 purchase button: guests log in first and come back here.
  const buyBundle = (bundle: SubscriptionBundle) => {
    if (!getTokens()?.access_token) {
      void navigate(paths.login.getHref({ required: true }), {
        state: { from: location.pathname + location.search },
      });
      return;
    }
    buy.mutate(
      { bundleId: bundle.id, userIp },
      {
        onSuccess: (paymentUrl) => {
          if (paymentUrl) window.location.assign(paymentUrl);
          else console.error('The subscription payment answer carries no payment_url');
        },
        onError: () => toastError(messages.paymentStartFailed),
      },
    );
  };

  return (
    <div className="grid gap-6 pt-6 pb-8">
      <h1 className="sr-only">{t.title}</h1>
      {bundles.isPending ? (
        <Spinner label={messages.loading} />
      ) : bundles.isError ? (
        <p className="text-slate-600">{t.unavailable}</p>
      ) : bundles.data.length === 0 ? (
        <p className="text-slate-600">{t.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {bundles.data.map((bundle) => (
            <SubscriptionCard
              key={bundle.id}
              bundle={bundle}
              onBuy={() => buyBundle(bundle)}
              isBuying={buy.isPending && buy.variables?.bundleId === bundle.id}
              disabled={buy.isPending}
            />
          ))}
        </ul>
      )}
      <BackHomeLink />
    </div>
  );
}

export default SubscriptionPage;
