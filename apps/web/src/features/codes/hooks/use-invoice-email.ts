import { isEmailShape } from '@navihub/contract/email';
import { messages } from '@navihub/contract/messages';
import { useRef, useState, type ChangeEvent } from 'react';
import { useSession } from '@/lib/session';
import { loadInvoiceEmail } from '../lib/order-draft';

function emailProblem(value: string): string | undefined {
  return isEmailShape(value.trim()) ? undefined : messages.emailFormat;
}

export type InvoiceEmail = ReturnType<typeof useInvoiceEmail>;

/**
 * The invoice e-mail of a payment (spec §4 "Payment page"): a signed-in user's own until the
 * customer types (it may arrive after the page), or the one typed before a cancelled payment. Once
 * a payment was tried, it is checked as it is typed.
 */
export function useInvoiceEmail() {
  const { tokens, user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(loadInvoiceEmail);
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const value = typed ?? (tokens ? (user?.email ?? '') : '');

  return {
    value,
    input,
    error,
    onChange(event: ChangeEvent<HTMLInputElement>) {
      setTyped(event.target.value);
      if (tried) setError(emailProblem(event.target.value));
    },
    /** The e-mail to pay with, or undefined after its message is shown and the field has the focus. */
    check(): string | undefined {
      setTried(true);
      const problem = emailProblem(value);
      setError(problem);
      if (!problem) return value.trim();
      input.current?.focus();
      return undefined;
    },
    /** The server's word on the e-mail (e.g. a domain that takes no mail). */
    showError: setError,
  };
}
