import { useId, useState, type FormEvent } from 'react';
import { normaliseVin, validateVin } from '@navihub/contract/vin/normalise';
import { VIN_LENGTH } from '@navihub/contract/rules';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { problemText } from '@/lib/vin-problem';
import { vinTexts } from '../texts';

/**
 * The VIN input with instant validation in the browser. The error shows only once the visitor has
 * tried to submit or has typed a full VIN, so it does not shout while they are still typing.
 */
export function VinForm({ initialVin, onDecode }: { initialVin: string; onDecode: (vin: string) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [value, setValue] = useState(initialVin);
  const [attempted, setAttempted] = useState(false);

  const check = validateVin(value);
  const reachedFullLength = normaliseVin(value).length >= VIN_LENGTH;
  // Why it is not a VIN in the page's language (the contract's reason is English).
  const error =
    !check.ok && (attempted || reachedFullLength) ? problemText(check.problem, value, check.reason) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (check.ok) onDecode(check.vin);
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-4" aria-label={vinTexts.title}>
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{vinTexts.label}</Label>
        <Input
          id={id}
          name="vin"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="font-mono tracking-wider uppercase"
        />
        <p id={hintId} className="text-xs text-slate-500">
          {vinTexts.hint}
        </p>
        {error && (
          <div id={errorId} role="alert" className="text-sm text-red-600">
            <p className="font-semibold">{vinTexts.wrongFormat}</p>
            <p>{error}</p>
          </div>
        )}
      </div>
      <Button type="submit" className="justify-self-start">
        {vinTexts.submit}
      </Button>
    </form>
  );
}
