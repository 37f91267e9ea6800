import { messages } from '@navihub/contract/messages';
import { Loader2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { isRecord, ApiError } from '@/lib/http';
import { useSiteConfig } from '@/lib/site-config';

/** The server's `{detail}` of a failed status request, else 'Ops. Unxpected error' (spec §8). */
export function statusErrorMessage(error: unknown): string {
  if (error instanceof ApiError && isRecord(error.body) && typeof error.body.detail === 'string')
    return error.body.detail;
  return messages.paymentStatusFailed;
}

/** A payment that could not be confirmed: the message, then 'Please contact support' with the e-mail. */
export function PaymentFailure({ message }: { message: string }) {
  const { config } = useSiteConfig();
  return (
    <Alert variant="destructive" title={message || messages.paymentStatusFailed}>
      {messages.contactSupport}{' '}
      <a className="font-medium break-words underline" href={`mailto:${config.support_email}`}>
        {config.support_email}
      </a>
    </Alert>
  );
}

/** Still waiting for the provider or the PIN supplier; the page asks again by itself. */
export function PaymentPending({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-accent/50 bg-accent/10 p-4 text-slate-900"
    >
      <Loader2 className="mt-0.5 size-5 shrink-0 animate-spin text-accent-dark" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
    </div>
  );
}
