import type { SubscriptionBundle } from '@navihub/contract/bundles';
import { CalendarClock, Gauge } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PaypalButton } from '@/components/ui/paypal-button';
import { Card } from '@/components/ui/card';
import { TaxNote } from '@/components/prices/tax-note';
import { grossOf, type ShownTax } from '@/lib/shown-tax';
import { bundlesTexts } from '../texts';

const t = bundlesTexts.subscription;
const price = bundlesTexts.amount.price;

/** One subscription bundle: its name and a 'Buy' button with the price (discounted plus the struck-out original). */
export function SubscriptionCard({
  bundle,
  tax,
  dailyLimit,
  onBuy,
  isBuying,
  paypal,
  disabled,
}: {
  bundle: SubscriptionBundle;
  /** The VAT its price carries, while taxes are on (decision 072): said in the button, before it commits. */
  tax: ShownTax | null;
  /** Codes a day the subscription gives (0: no limit), said beside the name (issue 31). */
  dailyLimit: number;
  onBuy: () => void;
  isBuying: boolean;
  /** PayPal's button (decision 028), when the shop offers PayPal. */
  paypal?: { onBuy: () => void; isBuying: boolean } | undefined;
  disabled: boolean;
}) {
  const nameId = useId();
  const discounted = bundle.discount > 0;
  return (
    <li>
      <Card className="flex h-full flex-col gap-4 p-5">
        <div className="grid gap-1">
          <div className="flex items-start justify-between gap-2">
            <h2 id={nameId} className="text-lg font-semibold text-slate-900">
              <bdi>{bundle.name}</bdi>
            </h2>
            {discounted && (
              <span className="shrink-0 rounded bg-accent/15 px-1.5 py-0.5 text-xs font-medium text-accent-dark">
                {t.discount(bundle.discount)}
              </span>
            )}
          </div>
          <p className="flex items-center gap-1.5 text-sm text-slate-600">
            <CalendarClock className="size-4" aria-hidden="true" />
            {t.duration(bundle.duration)}
          </p>
          {dailyLimit > 0 && (
            <p className="flex items-center gap-1.5 text-sm text-slate-600">
              <Gauge className="size-4" aria-hidden="true" />
              {t.dailyLimit(dailyLimit)}
            </p>
          )}
        </div>
        <Button
          size="lg"
          // With a tax note the price may take two lines: the button grows rather than spill.
          className={tax ? 'mt-auto h-auto min-h-11 w-full flex-wrap py-2' : 'mt-auto w-full flex-wrap'}
          onClick={onBuy}
          isLoading={isBuying}
          disabled={disabled}
          aria-describedby={nameId}
        >
          {/* Spaces between the parts keep the accessible name readable: 'Buy 449.10$ Original price 499.00$'. */}
          <span>{t.buy}</span>{' '}
          <span className="font-semibold">
            {price(grossOf(discounted ? bundle.discount_price : bundle.price, tax))}
          </span>
          {discounted && (
            <>
              {' '}
              <span className="sr-only">{bundlesTexts.amount.originalPrice}</span>{' '}
              <s className="text-sm font-normal opacity-75">{price(grossOf(bundle.price, tax))}</s>
            </>
          )}
          {tax && (
            <>
              {' '}
              <TaxNote tax={tax} />
            </>
          )}
        </Button>
        {paypal && (
          <PaypalButton
            size="lg"
            className="-mt-2 w-full"
            onClick={paypal.onBuy}
            isLoading={paypal.isBuying}
            disabled={disabled}
            aria-describedby={nameId}
          />
        )}
      </Card>
    </li>
  );
}
