import { CircleX } from 'lucide-react';
import { BackHomeLink } from '@/components/layout/back-home-link';
import { texts } from '@/config/texts';

/** /error and /cancel: the card provider sends the customer here when a payment fails. */
export function PaymentErrorPage() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-16 text-center">
      <CircleX className="size-12 text-red-600" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-slate-900">{texts.paymentError}</h1>
      <BackHomeLink />
    </div>
  );
}

export default PaymentErrorPage;
