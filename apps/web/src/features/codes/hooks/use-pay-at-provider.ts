import { CURRENCY } from '@navihub/contract/rules';
import { useRef, useState } from 'react';
import type { BusinessForm } from '@/lib/business-details';
import { useStartCardPayment } from '../api/start-card-payment';
import type { CodeOrder } from '../components/order-summary';
import { saveInvoiceEmail } from '../lib/order-draft';
import type { BoughtBefore } from './use-bought-before';
import type { Consent } from './use-consent';
import type { InvoiceEmail } from './use-invoice-email';

export type ProviderPaymentNeeds = {
  order: CodeOrder;
  /** What the customer pays by card or PayPal (the discount applied, "12.34"); null while the price is unknown. */
  amount: string | null;
  invoiceEmail: InvoiceEmail;
  boughtBefore: BoughtBefore;
  /** The two consent boxes (issue 32): without both ticked, no checkout opens. */
  consent: Consent;
  /** The business buyer's details (decision 065): sent with the payment, their messages shown there. */
  business?: BusinessForm;
};

/**
 * A payment on the provider's page, by card or with PayPal: the consent boxes and the invoice
 * e-mail are checked, the
 * customer asked whether the same PIN was bought in the last day, then the payment is opened and
 * the page leaves for the provider's. Once the provider has answered, further tries are ignored.
 * `onError` gets the server's refusal (the invoice e-mail's own message is shown already).
 */
export function usePayAtProvider(
  method: 'card' | 'paypal',
  { order, amount, invoiceEmail, boughtBefore, consent, business }: ProviderPaymentNeeds,
  onError: (error: unknown) => void,
) {
  const startPayment = useStartCardPayment();
  // Set once the provider's page is on its way; a ref so that a second try in the same tick sees it.
  const leaving = useRef(false);
  const [redirecting, setRedirecting] = useState(false);

  const pay = async (again = false): Promise<void> => {
    if (leaving.current || startPayment.isPending || boughtBefore.checking || !amount) return;
    // Both asked, so that every missing answer shows at once; the e-mail, first on the page, gets the focus.
    const given = consent.check();
    const email = invoiceEmail.check();
    if (!given || !email) return;
    if (!again && (await boughtBefore.asksFirst(email, method))) return;
    boughtBefore.dismiss();
    saveInvoiceEmail(email);
    startPayment.mutate(
      {
        ...order,
        amount,
        email,
        currency: CURRENCY,
        consent: given,
        ...business?.toSend,
        ...(method === 'paypal' ? { method: 'paypal' as const } : {}),
      },
      {
        onSuccess: (paymentUrl) => {
          if (!paymentUrl) {
            console.error('The payment answer carries no payment_url');
            return;
          }
          leaving.current = true;
          setRedirecting(true);
          window.location.assign(paymentUrl);
        },
        onError: (error) => {
          leaving.current = false;
          setRedirecting(false);
          // A business field's message is shown at its field, which gets the focus.
          if (business?.showErrors(error)) return;
          onError(error);
        },
      },
    );
  };

  return {
    pay: () => void pay(),
    /** "Buy again" after "You bought this PIN … ago". */
    payAgain: () => void pay(true),
    /** The payment is being opened, or the page is leaving for the provider's. */
    paying: startPayment.isPending || redirecting,
    redirecting,
  };
}
