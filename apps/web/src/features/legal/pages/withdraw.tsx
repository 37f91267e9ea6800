import { receivedAtText, type WithdrawalReceipt } from '@navihub/contract/withdrawals';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { activeLocale } from '@/i18n/translated';
import { formatUtcDateTime } from '@/lib/format';
import { ApiError, isRecord } from '@/lib/http';
import { useSiteConfig } from '@/lib/site-config';
import { useSendWithdrawal } from '../api/legal-info';
import {
  checkDraft,
  EMPTY_DRAFT,
  inPageLanguage,
  WithdrawForm,
  type FieldErrors,
  type WithdrawDraft,
} from '../components/withdraw-form';
import { fill } from '../texts/document';
import { withdrawFormTexts as t } from '../texts/withdraw-form';

/** The server's field messages of a 400, as the form shows them. */
function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !isRecord(error.body)) return {};
  const errors: FieldErrors = {};
  for (const field of ['name', 'email', 'reference', 'contract', 'reason'] as const) {
    const value = error.body[field];
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = inPageLanguage(value[0]);
  }
  return errors;
}

/** When the withdrawal arrived: the contract's English words, else as the receipt e-mail writes it in the page's language. */
const receivedAt = (iso: string) => (activeLocale() === 'en' ? receivedAtText(iso) : formatUtcDateTime(iso));

/** A summary of what is withdrawn, on the confirmation step and the receipt. */
function Summary({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="break-words text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const draftRows = (draft: WithdrawDraft): [string, string][] => [
  [t.name, draft.name.trim()],
  [t.email, draft.email.trim()],
  [t.reference, draft.reference.trim()],
  [t.contract, draft.contract ? t.contracts[draft.contract] : ''],
  ...(draft.reason.trim() ? [[t.reason, draft.reason.trim()] as [string, string]] : []),
];

/**
 * Withdrawal online without signing in (/withdraw, issue 32, decision 056): the form, a step to
 * check and confirm, then the receipt with the date and time it was received.
 */
export function WithdrawPage() {
  const { config } = useSiteConfig();
  const send = useSendWithdrawal();
  const [draft, setDraft] = useState<WithdrawDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [receipt, setReceipt] = useState<WithdrawalReceipt | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Each later step's heading takes the focus, so a screen reader hears where it is.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else headingRef.current?.focus();
  }, [step, receipt]);

  const next = () => {
    const found = checkDraft(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep('confirm');
  };
  const confirm = () => {
    if (!draft.contract) return;
    send.mutate(
      // The receipt e-mail is written in the page's language (decision 068).
      { ...draft, contract: draft.contract, reason: draft.reason.trim() || null, language: activeLocale() },
      {
        onSuccess: setReceipt,
        onError: (error) => {
          const found = fieldErrorsOf(error);
          if (Object.keys(found).length > 0) {
            setErrors(found);
            setStep('form');
          }
        },
      },
    );
  };

  const title = receipt ? t.receiptTitle : step === 'confirm' ? t.confirmTitle : t.title;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-4 pb-8">
      <div className="pt-6 pb-4">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
      </div>
      <Card className="grid gap-5 p-4 sm:p-6">
        {receipt ? (
          <>
            <p className="text-slate-700">
              {fill(t.receiptIntro, { received: receivedAt(receipt.received_at), email: receipt.email })}
            </p>
            <Summary
              rows={[
                [t.receiptNumber, receipt.receipt],
                [t.receivedAt, receivedAt(receipt.received_at)],
                ...draftRows({ ...draft, contract: receipt.contract }),
              ]}
            />
          </>
        ) : step === 'confirm' ? (
          <>
            <p className="text-slate-700">{t.confirmIntro}</p>
            <Summary rows={draftRows(draft)} />
            {draft.contract === 'pin' && <p className="text-sm text-slate-600">{t.pinNote}</p>}
            {send.isError && (
              <Alert variant="destructive" title={fill(t.failed, { email: config.support_email })} />
            )}
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={confirm} isLoading={send.isPending}>
                {t.confirm}
              </Button>
              <Button variant="outline" onClick={() => setStep('form')} disabled={send.isPending}>
                {t.back}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-slate-700">{t.intro}</p>
            <WithdrawForm draft={draft} errors={errors} onChange={setDraft} onNext={next} />
          </>
        )}
      </Card>
    </div>
  );
}
