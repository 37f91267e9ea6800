import type { TokenBundle } from '@navihub/contract/bundles';
import { Coins } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PaypalButton } from '@/components/ui/paypal-button';
import { ListStates } from '@/components/ui/list-states';
import { paths } from '@/config/paths';
import { TaxNote } from '@/components/prices/tax-note';
import { grossOf, useShownTax, type ShownTax } from '@/lib/shown-tax';
import { bundlesTexts } from '../texts';
import { useBuyBundle } from '../api/buy-bundle';
import { useTokenBundles } from '../api/token-bundles';

const t = bundlesTexts.tokenBundles;
const price = bundlesTexts.amount.price;

/** The reseller offer beside the code form: token bundles, each bought through the card provider. */
export function TokenBundleOffer() {
  const headingId = useId();
  const bundles = useTokenBundles();
  const purchase = useBuyBundle('token_bundle');
  const tax = useShownTax();

  return (
    <aside
      aria-labelledby={headingId}
      className="grid content-start gap-4 rounded-xl border border-accent/40 bg-accent/5 p-5"
    >
      <div className="grid gap-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Coins className="size-5 text-accent-dark" aria-hidden="true" />
          {t.title}
        </h2>
        <p className="font-medium text-slate-800">{t.promo}</p>
        <p className="text-sm text-slate-600">{t.promoDetail}</p>
      </div>
      <ListStates query={bundles} unavailable={t.unavailable} empty={t.empty} noteClassName="text-sm">
        {(items) => (
          <ul className="grid gap-3">
            {items.map((bundle) => (
              <BundleRow
                key={bundle.id}
                bundle={bundle}
                tax={tax}
                paypal={purchase.paypalFor(bundle.id)}
                {...purchase.buttonFor(bundle.id)}
              />
            ))}
          </ul>
        )}
      </ListStates>
      <Link
        to={paths.subscription.getHref()}
        className="text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        {t.subscriptions}
      </Link>
    </aside>
  );
}

function BundleRow({
  bundle,
  tax,
  onBuy,
  isBuying,
  paypal,
  disabled,
}: {
  bundle: TokenBundle;
  /** The VAT its price carries, while taxes are on (decision 072). */
  tax: ShownTax | null;
  onBuy: () => void;
  isBuying: boolean;
  /** PayPal's button (decision 028), when the shop offers PayPal. */
  paypal?: { onBuy: () => void; isBuying: boolean } | undefined;
  disabled: boolean;
}) {
  const nameId = useId();
  const discounted = bundle.discount > 0;
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="grid min-w-0 gap-0.5">
        <p id={nameId} className="font-medium text-slate-900">
          {bundle.name}
        </p>
        <p className="text-sm text-slate-600">{t.tokens(bundle.tokens)}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-slate-900">
            {price(grossOf(discounted ? bundle.discount_price : bundle.price, tax))}
          </span>
          {discounted && (
            <>
              <span className="sr-only">{bundlesTexts.amount.originalPrice}</span>
              <s className="text-sm text-slate-500">{price(grossOf(bundle.price, tax))}</s>
              <span className="rounded bg-accent/15 px-1.5 text-xs font-medium text-accent-dark">
                {t.discount(bundle.discount)}
              </span>
            </>
          )}
          <TaxNote tax={tax} className="text-slate-600" />
        </p>
      </div>
      <div className="grid shrink-0 gap-2">
        <Button onClick={onBuy} isLoading={isBuying} disabled={disabled} aria-describedby={nameId}>
          {t.buy}
        </Button>
        {paypal && (
          <PaypalButton
            onClick={paypal.onBuy}
            isLoading={paypal.isBuying}
            disabled={disabled}
            aria-describedby={nameId}
          />
        )}
      </div>
    </li>
  );
}
