import { CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { loadOrderDraft } from '@/features/codes/lib/order-draft';
import { paymentsTexts } from '@/features/codes/texts';

/**
 * /error and /cancel: the card provider sends the customer here when a payment fails or is
 * cancelled. The order they were placing is kept: `Change order` opens the form filled in.
 */
export function PaymentErrorPage() {
  const hasOrder = loadOrderDraft() !== null;
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <CircleX className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">{texts.paymentError}</h1>
      {hasOrder && (
        <Link
          to={paths.navipin.getHref()}
          className="font-medium text-accent-dark underline underline-offset-4 hover:text-slate-900"
        >
          {paymentsTexts.payment.changeOrder}
        </Link>
      )}
      <BackHomeLink />
    </div>
  );
}

export default PaymentErrorPage;
