import { messages } from '@navihub/contract/messages';
import { Spinner } from '@/components/ui/spinner';
import { texts } from '@/config/texts';
import { PaymentFailure, PaymentPending, statusErrorMessage } from '@/components/result/payment-status';
import { SuccessFrame } from '@/components/result/success-frame';
import { usePaymentCheck } from '../api/check-payment';
import { codesTexts, paymentsTexts } from '../texts';
import { PinCard } from './pin-card';

const t = paymentsTexts.success;

/**
 * /success?paymentId=…&payment=…: the PIN a card payment bought. The provider's confirmation and
 * the PIN both arrive a moment after the redirect, so a pending answer updates by itself.
 */
export function PaymentResult({ paymentId, payment }: { paymentId: string; payment: string }) {
  const check = usePaymentCheck(paymentId, payment);

  if (check.isPending) {
    return (
      <SuccessFrame title={t.purchaseTitle}>
        <Spinner label={messages.loading} />
      </SuccessFrame>
    );
  }

  if (check.isError || check.data.status === 'error') {
    const message = check.isError ? statusErrorMessage(check.error) : check.data.message;
    return (
      <SuccessFrame title={texts.result.paymentNotConfirmed} supportLine={false}>
        <PaymentFailure message={message} />
      </SuccessFrame>
    );
  }

  if (check.data.status === 'pending' || !check.data.data) {
    return (
      <SuccessFrame title={t.purchaseTitle}>
        <PaymentPending
          title={codesTexts.success.pendingTitle}
          message={check.data.message || messages.paymentPending}
        />
      </SuccessFrame>
    );
  }

  return (
    <SuccessFrame title={t.purchaseTitle}>
      <PinCard pin={check.data.data} note={check.data.message} />
    </SuccessFrame>
  );
}
