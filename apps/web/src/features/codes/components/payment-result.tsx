import { messages } from '@navihub/contract/messages';
import { useEffect } from 'react';
import { ResultFrame } from '@/components/result/result-frame';
import { usePaymentCheck } from '../api/check-payment';
import { clearOrderDraft } from '../lib/order-draft';
import { orderTexts, paymentPageTexts } from '../result-texts';
import { AnsweredPinCard } from './pin-card';

/**
 * /success?paymentId=…&payment=…: the PIN a card payment bought. The provider's confirmation and
 * the PIN both arrive a moment after the redirect, so a pending answer updates by itself.
 */
export function PaymentResult({ paymentId, payment }: { paymentId: string; payment: string }) {
  const check = usePaymentCheck(paymentId, payment);
  const paidFor = Boolean(check.data?.data);
  // The order is paid and its PIN here: the next code form starts empty.
  useEffect(() => {
    if (paidFor) clearOrderDraft();
  }, [paidFor]);
  return (
    <ResultFrame
      result={check}
      title={paymentPageTexts.success.purchaseTitle}
      pendingTitle={orderTexts.success.pendingTitle}
      pendingMessage={messages.paymentPending}
      isReady={(answer) => Boolean(answer.data)}
    >
      {(answer) => <AnsweredPinCard answer={answer} />}
    </ResultFrame>
  );
}
