import { messages } from '@navihub/contract/messages';
import { Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { isRecord, ApiError } from '@/lib/http';
import { SuccessFrame } from '@/components/result/success-frame';
import { useOrderCheck } from '../api/check-order';
import { codesTexts } from '../texts';
import { PinCard } from './pin-card';

const t = codesTexts.success;

function requestErrorMessage(error: unknown): string {
  if (error instanceof ApiError && isRecord(error.body) && typeof error.body.detail === 'string')
    return error.body.detail;
  return messages.paymentStatusFailed;
}

/**
 * /success?orderId=…: the PIN of a generated order. A pending order (manual or slow supplier) says
 * so and updates by itself; a failed one tells the customer that nothing was charged.
 */
export function OrderResult({ orderId }: { orderId: string }) {
  const check = useOrderCheck(orderId);

  if (check.isPending) {
    return (
      <SuccessFrame title={t.conversionTitle}>
        <Spinner label={messages.loading} />
      </SuccessFrame>
    );
  }

  if (check.isError || check.data.status === 'error') {
    const message = check.isError ? requestErrorMessage(check.error) : check.data.message;
    return (
      // The heading stays 'Thank you for conversion' whenever there is an orderId (spec §2).
      <SuccessFrame title={t.conversionTitle}>
        <Alert variant="destructive" title={t.errorTitle}>
          <p>{message}</p>
          <p>{messages.contactSupport}</p>
        </Alert>
      </SuccessFrame>
    );
  }

  if (check.data.status === 'pending' || !check.data.data) {
    return (
      <SuccessFrame title={t.conversionTitle}>
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-accent/50 bg-accent/10 p-4 text-slate-900"
        >
          <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-accent-dark" aria-hidden="true" />
          <div className="grid gap-1">
            <p className="font-semibold">{t.pendingTitle}</p>
            <p className="text-sm">{check.data.message || messages.orderPending}</p>
          </div>
        </div>
      </SuccessFrame>
    );
  }

  return (
    <SuccessFrame title={t.conversionTitle}>
      <PinCard pin={check.data.data} note={check.data.message} />
    </SuccessFrame>
  );
}
