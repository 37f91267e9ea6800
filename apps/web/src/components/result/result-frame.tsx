import { messages } from '@navihub/contract/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { texts } from '@/config/texts';
import { PaymentFailure, PaymentPending, statusErrorMessage } from './payment-status';
import { SuccessFrame } from './success-frame';

/** What every /success status request answers: `{status, message}` and the outcome's own fields. */
type ResultStatus = { status: 'pending' | 'error' | 'success'; message: string };

/**
 * One /success outcome as its status request goes: 'Loading...' until the first answer, a
 * failure (the request's or the server's), a pending answer that updates by itself, then the
 * success. Order, payment and bundle-purchase results all show through it.
 */
export function ResultFrame<T extends ResultStatus>({
  result,
  title,
  pendingTitle,
  pendingMessage,
  failure,
  isReady,
  children,
}: {
  result: UseQueryResult<T>;
  /** The heading while loading, pending and on success. */
  title: string;
  pendingTitle: string;
  /** Shown while pending when the server's message is empty. */
  pendingMessage: string;
  /**
   * A failure shown under `title` with the support line; without it a failure is 'Payment not
   * confirmed' with the support e-mail in the message.
   */
  failure?: (message: string) => ReactNode;
  /** A success that still lacks what it brings (the PIN) counts as pending. */
  isReady?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (result.isPending) {
    return (
      <SuccessFrame title={title}>
        <Spinner label={messages.loading} />
      </SuccessFrame>
    );
  }

  if (result.isError || result.data.status === 'error') {
    const message = result.isError ? statusErrorMessage(result.error) : result.data.message;
    if (failure) return <SuccessFrame title={title}>{failure(message)}</SuccessFrame>;
    return (
      <SuccessFrame title={texts.result.paymentNotConfirmed} supportLine={false}>
        <PaymentFailure message={message} />
      </SuccessFrame>
    );
  }

  if (result.data.status === 'pending' || (isReady && !isReady(result.data))) {
    return (
      <SuccessFrame title={title}>
        <PaymentPending title={pendingTitle} message={result.data.message || pendingMessage} />
      </SuccessFrame>
    );
  }

  return <SuccessFrame title={title}>{children(result.data)}</SuccessFrame>;
}
