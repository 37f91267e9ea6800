import { messages } from '@navihub/contract/messages';
import { Alert } from '@/components/ui/alert';
import { ResultFrame } from '@/components/result/result-frame';
import { useOrderCheck } from '../api/check-order';
import { orderTexts } from '../result-texts';
import { AnsweredPinCard } from './pin-card';

const t = orderTexts.success;

/**
 * /success?orderId=…: the PIN of a generated order. A pending order (manual or slow supplier) says
 * so and updates by itself; a failed one tells the customer that nothing was charged.
 */
export function OrderResult({ orderId }: { orderId: string }) {
  const check = useOrderCheck(orderId);
  return (
    // The heading stays 'Thank you for conversion' whenever there is an orderId (spec §2).
    <ResultFrame
      result={check}
      title={t.conversionTitle}
      pendingTitle={t.pendingTitle}
      pendingMessage={messages.orderPending}
      isReady={(answer) => Boolean(answer.data)}
      failure={(message) => (
        <Alert variant="destructive" title={t.errorTitle}>
          <p>{message}</p>
          <p>{messages.contactSupport}</p>
        </Alert>
      )}
    >
      {(answer) => <AnsweredPinCard answer={answer} />}
    </ResultFrame>
  );
}
