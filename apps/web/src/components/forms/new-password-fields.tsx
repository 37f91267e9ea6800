import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type NewPasswordField = { label: string; input: UseFormRegisterReturn; error?: string };

/**
 * The new password and its confirmation, as sign-up, create-password and the profile's password
 * update ask for them: password inputs the browser may fill with a generated password.
 */
export function NewPasswordFields({
  password,
  confirmation,
}: {
  password: NewPasswordField;
  confirmation: NewPasswordField;
}) {
  return (
    <>
      {[password, confirmation].map(({ label, input, error }) => (
        <FormField key={input.name} label={label} error={error}>
          {(field) => <Input {...field} type="password" autoComplete="new-password" {...input} />}
        </FormField>
      ))}
    </>
  );
}
