import { useId } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { texts } from '@/config/texts';
import { toastError } from '@/lib/toast';
import { resendErrorMessage, useResendConfirmationEmail } from '../api/confirm-email';

/** Router state that a page opened right after sign-up carries: the address the link went to. */
export type ConfirmationSentState = { confirmationSentTo: string };

function sentTo(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('confirmationSentTo' in state)) return null;
  const email = (state as { confirmationSentTo: unknown }).confirmationSentTo;
  return typeof email === 'string' && email ? email : null;
}

/**
 * Issue 31: the page a new account lands on says that the confirmation e-mail was just sent, and
 * sends it again on request (the server decides how often it may).
 */
export function ConfirmationSentNote() {
  const location = useLocation();
  const email = sentTo(location.state);
  const headingId = useId();
  const resend = useResendConfirmationEmail();
  if (!email) return null;
  const t = texts.confirmationSent;
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-slate-800"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p>{t.text(email)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          isLoading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate(email, { onError: (error) => toastError(resendErrorMessage(error)) })}
        >
          {t.resend}
        </Button>
        {resend.isSuccess && <span>{t.resent}</span>}
      </div>
    </section>
  );
}
