import { VIN_LENGTH } from '@navihub/contract/rules';
import type { VinFormCheck } from '@navihub/contract/vin/form-check';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useVinCheck, type VinCheck } from '../lib/vin-check';
import { codesTexts } from '../texts';

const t = codesTexts.form;

/** The VIN is checked in the browser once it has its full length; nothing is sent to the server. */
export function liveVinCheck(check: VinCheck | null, vin: string, comand: string): VinFormCheck | null {
  const normalised = vin.trim();
  if (!check || normalised.length !== VIN_LENGTH || !comand) return null;
  return check(normalised, comand);
}

/**
 * The VIN input: upper-case as typed, the decoded one-line summary once 17 characters are in,
 * warnings that do not block, and the error (a form error, or the reason the VIN is refused).
 */
export function VinField({
  ref,
  name,
  value,
  onChange,
  onBlur,
  disabled,
  comand,
  error,
}: {
  ref?: Ref<HTMLInputElement>;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  comand: string;
  error?: string;
}) {
  const id = useId();
  const vinCheck = useVinCheck(!disabled);
  const check = disabled ? null : liveVinCheck(vinCheck, value, comand);
  const shownError = error ?? (check?.block ? check.reason : undefined);
  const summaryId = `${id}-summary`;
  const warningsId = `${id}-warnings`;
  const errorId = `${id}-error`;
  const describedBy = [
    check?.summary ? summaryId : null,
    check?.warnings.length ? warningsId : null,
    shownError ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  // Upper-case in place so the caret stays where the customer is typing.
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    const upper = input.value.toUpperCase();
    if (upper !== input.value) {
      input.value = upper;
      if (selectionStart !== null && selectionEnd !== null)
        input.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange(upper);
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t.vin}</Label>
      <Input
        ref={ref}
        id={id}
        name={name}
        value={value}
        onChange={handleChange}
        onBlur={onBlur}
        disabled={disabled}
        placeholder={t.vinPlaceholder}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <div aria-live="polite" className="grid gap-1.5 empty:hidden">
        {check?.summary && (
          <p id={summaryId} className="flex items-start gap-1.5 text-sm text-slate-700">
            {!check.block && (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent-dark" aria-hidden="true" />
            )}
            <span>{check.summary}</span>
          </p>
        )}
        {check && check.warnings.length > 0 && (
          <div
            id={warningsId}
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{t.vinWarningsTitle}</p>
              <ul className="grid gap-1">
                {check.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
