import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { loadOrderDraft } from '@/features/codes/lib/order-draft';
import { paymentPageTexts } from '@/features/codes/result-texts';

/**
 * /error and /cancel: the card provider sends the customer here when a payment fails or is
 * cancelled. The order they were placing is kept: `Try again` opens /payment with it and the
 * invoice e-mail filled in, `Change order` the form (issue 31). Nothing was charged: a payment
 * that went through lands on /success.
 */
export function PaymentErrorPage() {
  const hasOrder = loadOrderDraft() !== null;
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <CircleX className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">{texts.paymentError}</h1>
      <p className="text-slate-700">{paymentPageTexts.payment.nothingCharged}</p>
      {hasOrder && (
        <Link to={paths.payment.getHref()} className={buttonClasses('default', 'lg')}>
          {paymentPageTexts.payment.tryAgain}
        </Link>
      )}
      {hasOrder && (
        <Link
          to={paths.navipin.getHref()}
          className="font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
        >
          {paymentPageTexts.payment.changeOrder}
        </Link>
      )}
      <BackHomeLink />
    </div>
  );
}

export default PaymentErrorPage;
