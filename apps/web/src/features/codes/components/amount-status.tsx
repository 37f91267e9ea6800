import { messages } from '@navihub/contract/messages';
import { TaxNote } from '@/components/prices/tax-note';
import { useSession } from '@/lib/session';
import { grossOf, useShownTax } from '@/lib/shown-tax';
import { cardAmount, usePrice } from '../api/code-price';
import type { Entitlement } from '../hooks/use-entitlement';
import { codesTexts } from '../texts';

const t = codesTexts.amount;

/**
 * The status line under the code form (spec §4 "Amount display"): 'Subscription active',
 * 'Points Amount: N', the discounted price with the original struck through, or 'Amount: price$'.
 */
export function AmountStatus({ entitlement }: { entitlement: Entitlement }) {
  const { user } = useSession();
  const price = usePrice();
  const tax = useShownTax();
  const discount = user?.discount ?? 0;

  let content;
  if (entitlement.kind === 'subscription') {
    content = <span>{t.subscriptionActive}</span>;
  } else if (entitlement.kind === 'points') {
    content = <span>{t.points(entitlement.points)}</span>;
  } else if (entitlement.kind === 'loading' || price.isPending) {
    content = <span className="text-slate-500">{messages.loading}</span>;
  } else if (!price.data) {
    content = null;
  } else if (discount > 0) {
    const original = price.data.amount;
    const reduced = cardAmount(original, discount);
    content = (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{t.amount(grossOf(reduced, tax))}</span>
        <span className="sr-only">{t.originalPrice}</span>
        <s className="text-slate-500">{t.price(grossOf(original, tax))}</s>
        <span className="text-sm font-normal text-accent-dark">{t.discountApplied(discount)}</span>
        <TaxNote tax={tax} className="text-slate-600" />
      </span>
    );
  } else if (tax) {
    // Taxes on (decision 072): the gross this buyer pays, and what it includes.
    content = (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{t.amount(grossOf(price.data.amount, tax))}</span>
        <TaxNote tax={tax} className="text-slate-600" />
      </span>
    );
  } else {
    content = <span>{t.amount(price.data.amount)}</span>;
  }

  return (
    <div role="status" data-testid="amount-status" className="min-h-6 text-base font-semibold text-slate-900">
      {content}
    </div>
  );
}
