import { BackHomeLink } from '@/components/layout/back-home-link';
import { ListStates } from '@/components/ui/list-states';
import { bundlesTexts } from '../texts';
import { BusinessNote } from '@/components/forms/business-note';
import { useBuyBundle } from '../api/buy-bundle';
import { useSubscriptionBundles } from '../api/subscription-bundles';
import { SubscriptionCard } from '../components/subscription-card';
import { useSiteConfig } from '@/lib/site-config';
import { useShownTax } from '@/lib/shown-tax';

const t = bundlesTexts.subscription;

/** Subscription bundles (/subscription). Its visible title is blank (spec §2); the heading is for screen readers. */
export function SubscriptionPage() {
  const bundles = useSubscriptionBundles();
  const purchase = useBuyBundle('subscription_bundle');
  const dailyLimit = useSiteConfig().config.subscription_daily_limit;
  const tax = useShownTax();

  return (
    <div className="grid gap-6 pt-6 pb-8">
      <h1 className="sr-only">{t.title}</h1>
      <BusinessNote />
      {/* While loading, room for three cards (154 px each, 16 px apart): one column on a phone,
          two from sm, three from lg; the back link and the footer then stay where they are. */}
      <ListStates
        query={bundles}
        unavailable={t.unavailable}
        empty={t.empty}
        pendingClassName="min-h-[494px] sm:min-h-[324px] lg:min-h-[154px]"
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((bundle) => (
              <SubscriptionCard
                key={bundle.id}
                bundle={bundle}
                tax={tax}
                dailyLimit={dailyLimit}
                paypal={purchase.paypalFor(bundle.id)}
                {...purchase.buttonFor(bundle.id)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <p className="text-sm text-slate-700">
        {t.withdrawalKept}{' '}
        <a href={t.withdrawalPath} className="underline">
          {t.withdrawalLink}
        </a>
      </p>
      <BackHomeLink />
    </div>
  );
}

export default SubscriptionPage;
