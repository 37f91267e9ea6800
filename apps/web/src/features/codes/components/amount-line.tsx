import type { PriceResponse } from '@navihub/contract/codes';
import { messages } from '@navihub/contract/messages';
import { cardAmount } from '../api/code-price';
import { paymentsTexts } from '../texts';

const t = paymentsTexts.amount;

/** The amount a card payment charges: 'Amount: price$', or the discounted one with the original struck through. */
export function AmountLine({
  price,
  discount,
}: {
  price: { data?: PriceResponse; isPending: boolean };
  discount: number;
}) {
  let content = null;
  if (price.isPending) {
    content = <span className="text-slate-500">{messages.loading}</span>;
  } else if (price.data && discount > 0) {
    content = (
      <span className="flex flex-wrap items-baseline gap-x-2">
        <span>{t.amount(cardAmount(price.data.amount, discount))}</span>
        <span className="sr-only">{t.originalPrice}</span>
        <s className="text-slate-500">{t.price(price.data.amount)}</s>
        <span className="text-sm font-normal text-accent-dark">{t.discountApplied(discount)}</span>
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
