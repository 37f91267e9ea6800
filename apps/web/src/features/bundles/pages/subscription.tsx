import { messages } from '@navihub/contract/messages';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { Spinner } from '@/components/ui/spinner';
import { paymentsTexts } from '@/config/texts-payments';
import { useBundlePurchase } from '@/lib/bundle-purchase';
import { useSubscriptionBundles } from '../api/subscription-bundles';
import { SubscriptionCard } from '../components/subscription-card';

const t = paymentsTexts.subscription;

/** Subscription bundles (/subscription). Its visible title is blank (spec §2); the heading is for screen readers. */
export function SubscriptionPage() {
  const bundles = useSubscriptionBundles();
  const purchase = useBundlePurchase('/api/v1/payment/subscribe_bundle/');

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
              onBuy={() => purchase.buy(bundle.id)}
              isBuying={purchase.buyingId === bundle.id}
              disabled={purchase.isPending}
            />
          ))}
        </ul>
      )}
      <BackHomeLink />
    </div>
  );
}

export default SubscriptionPage;
