import { messages } from '@navihub/contract/messages';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

/**
 * A PIN typed by staff (the back-office's fulfil and correct-PIN forms): labelled, monospaced, no
 * autocomplete or spelling marks, required (spaces alone are not a PIN), and its error (the form's
 * or the server's) announced and linked to it.
 */
export function PinInput<Values extends FieldValues>({
  form,
  name,
  label,
  serverError,
}: {
  form: UseFormReturn<Values>;
  name: Path<Values>;
  label: string;
  serverError?: string;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <FormField label={label} error={error ?? serverError}>
      {(props) => (
        <Input
          {...props}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          {...form.register(name, {
            validate: (value: unknown) =>
              (typeof value === 'string' && value.trim().length > 0) || messages.required,
          })}
        />
      )}
    </FormField>
  );
}
