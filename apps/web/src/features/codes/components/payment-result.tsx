import { messages } from '@navihub/contract/messages';
import { ResultFrame } from '@/components/result/result-frame';
import { usePaymentCheck } from '../api/check-payment';
import { codesTexts, paymentsTexts } from '../texts';
import { PinCard } from './pin-card';

/**
 * /success?paymentId=…&payment=…: the PIN a card payment bought. The provider's confirmation and
 * the PIN both arrive a moment after the redirect, so a pending answer updates by itself.
 */
export function PaymentResult({ paymentId, payment }: { paymentId: string; payment: string }) {
  const check = usePaymentCheck(paymentId, payment);
  return (
    <ResultFrame
      result={check}
      title={paymentsTexts.success.purchaseTitle}
      pendingTitle={codesTexts.success.pendingTitle}
      pendingMessage={messages.paymentPending}
      isReady={(answer) => Boolean(answer.data)}
    >
      {(answer) => answer.data && <PinCard pin={answer.data} note={answer.message} />}
    </ResultFrame>
  );
}
