import { useId } from 'react';
import type { Consent } from '../hooks/use-consent';
import { consentPageTexts as t, consentTexts } from '../consent-texts';

/**
 * The consent to immediate delivery and the acknowledgement of losing the right of withdrawal
 * (issue 32), each an unticked box with its own message, and the links to the terms and the
 * withdrawal information. Fetched apart (lazy-consent-boxes.tsx): /navipin shows it only to a
 * customer whose 'Generate' spends a point or a subscription day.
 */
export default function ConsentBoxes({ consent, disabled }: { consent: Consent; disabled?: boolean }) {
  const id = useId();
  const boxes = [
    ['immediateDelivery', consentTexts.immediateDelivery, consentTexts.immediateDeliveryRequired],
    ['waiverAcknowledged', consentTexts.waiverAcknowledged, consentTexts.waiverAcknowledgedRequired],
  ] as const;
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t.legend}</legend>
      {boxes.map(([box, label, required]) => {
        const error = consent.errors[box] ? required : undefined;
        const boxId = `${id}-${box}`;
        return (
          <div key={box} className="grid gap-1">
            <div className="flex items-start gap-2">
              <input
                ref={consent.inputs[box]}
                id={boxId}
                name={box}
                type="checkbox"
                className="mt-0.5 size-5 shrink-0 accent-accent-dark"
                checked={consent.ticked[box]}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${boxId}-error` : undefined}
                onChange={(event) => consent.toggle(box, event.target.checked)}
              />
              <label htmlFor={boxId} className="text-sm text-slate-800">
                {label}
              </label>
            </div>
            {error && (
              <p id={`${boxId}-error`} role="alert" className="ps-7 text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <p className="text-xs text-slate-600">
        {t.readBefore}{' '}
        <a href={t.termsPath} className="underline">
          {t.terms}
        </a>{' '}
        {t.and}{' '}
        <a href={t.withdrawalPath} className="underline">
          {t.withdrawal}
        </a>
        .
      </p>
    </fieldset>
  );
}
