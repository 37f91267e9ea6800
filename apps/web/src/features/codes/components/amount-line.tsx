import type { PriceResponse } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { TaxNote } from '@/components/prices/tax-note';
import { grossOf, type ShownTax } from '@/lib/shown-tax';
import { cardAmount } from '../api/code-price';
import { paymentsTexts } from '../texts';

const t = paymentsTexts.amount;

/** The amount a card payment charges: 'Amount: price$', or the discounted one with the original struck through. */
export function AmountLine({
  price,
  discount,
  tax = null,
}: {
  price: { data?: PriceResponse; isPending: boolean };
  discount: number;
  /** The VAT this buyer pays, while taxes are on (decision 072): the amount is then the gross. */
  tax?: ShownTax | null;
}) {
  let content = null;
  if (price.isPending) {
    content = <span className="text-slate-500">{messages.loading}</span>;
  } else if (price.data && discount > 0) {
    content = (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{t.amount(grossOf(cardAmount(price.data.amount, discount), tax))}</span>
        <span className="sr-only">{t.originalPrice}</span>
        <s className="text-slate-500">{t.price(grossOf(price.data.amount, tax))}</s>
        <span className="text-sm font-normal text-accent-dark">{t.discountApplied(discount)}</span>
        <TaxNote tax={tax} className="text-slate-600" />
      </span>
    );
  } else if (price.data && tax) {
    content = (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{t.amount(grossOf(price.data.amount, tax))}</span>
        <TaxNote tax={tax} className="text-slate-600" />
      </span>
    );
  } else if (price.data) {
    content = <span>{t.amount(price.data.amount)}</span>;
  }
  return (
    <p data-testid="payment-amount" className="min-h-7 text-lg font-semibold text-slate-900">
      {content}
    </p>
  );
}
