import {
  WITHDRAWAL_CONTRACTS,
  withdrawalMessages,
  withdrawalRequest,
  type WithdrawalContract,
} from '@navihub/contract/withdrawals';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { withdrawFormTexts as t } from '../texts/withdraw-form';

export interface WithdrawDraft {
  name: string;
  email: string;
  reference: string;
  contract: WithdrawalContract | '';
  reason: string;
}

export const EMPTY_DRAFT: WithdrawDraft = { name: '', email: '', reference: '', contract: '', reason: '' };

export type FieldErrors = Partial<Record<keyof WithdrawDraft, string>>;

/** The contract's own rules, checked before the confirmation step: the server's messages. */
export function checkDraft(draft: WithdrawDraft): FieldErrors {
  const parsed = withdrawalRequest.safeParse({ ...draft, contract: draft.contract || undefined });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof WithdrawDraft;
    errors[field] ??= inPageLanguage(issue.message);
  }
  return errors;
}

/** A withdrawal rule's English message in the page's language; the contract's messages as they are (the form field translates those). */
export function inPageLanguage(message: string): string {
  const key = (Object.keys(withdrawalMessages) as (keyof typeof withdrawalMessages)[]).find(
    (name) => withdrawalMessages[name] === message,
  );
  return key ? t.errors[key] : message;
}

const textareaClass =
  'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/60 aria-[invalid=true]:border-red-600';

/** Step 1: who withdraws from which contract. */
export function WithdrawForm({
  draft,
  errors,
  onChange,
  onNext,
}: {
  draft: WithdrawDraft;
  errors: FieldErrors;
  onChange: (draft: WithdrawDraft) => void;
  onNext: () => void;
}) {
  const set = (field: keyof WithdrawDraft) => (value: string) => onChange({ ...draft, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={t.title}>
      <FormField label={t.name} error={errors.name}>
        {(field) => (
          <Input
            {...field}
            autoComplete="name"
            value={draft.name}
            onChange={(e) => set('name')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t.email} error={errors.email} description={t.emailHint}>
        {(field) => (
          <Input
            {...field}
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </FormField>
      <FormField label={t.reference} error={errors.reference} description={t.referenceHint}>
        {(field) => (
          <Input {...field} value={draft.reference} onChange={(e) => set('reference')(e.target.value)} />
        )}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={errors.contract ? true : undefined}
        aria-describedby={errors.contract ? 'withdraw-contract-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">{t.contract}</legend>
        {WITHDRAWAL_CONTRACTS.map((contract) => (
          <label key={contract} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="contract"
              value={contract}
              checked={draft.contract === contract}
              onChange={() => set('contract')(contract)}
              className="size-4 accent-accent-dark"
            />
            {t.contracts[contract]}
          </label>
        ))}
        {errors.contract && (
          <p id="withdraw-contract-error" role="alert" className="text-sm text-red-600">
            {errors.contract}
          </p>
        )}
      </fieldset>
      <FormField label={t.reason} error={errors.reason}>
        {(field) => (
          <textarea
            {...field}
            className={textareaClass}
            value={draft.reason}
            onChange={(e) => set('reason')(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full sm:w-fit">
        {t.next}
      </Button>
    </form>
  );
}
