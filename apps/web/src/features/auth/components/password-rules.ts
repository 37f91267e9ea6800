import { messages } from '@navihub/contract/messages';
import { PASSWORD_MAX, PASSWORD_MIN } from '@navihub/contract/rules';

export type RuleFailure<F extends string> = { field: F; message: string };

/**
 * Spec §5: match, then at least 8, then at most 50 characters (exactly 50 is allowed).
 * Returns the first failing rule only.
 */
export function firstPasswordFailure<F extends string>(
  password: string,
  confirmation: string,
  fields: { password: F; confirmation: F },
): RuleFailure<F> | null {
  if (password !== confirmation) return { field: fields.confirmation, message: messages.passwordsDoNotMatch };
  if (password.length < PASSWORD_MIN) return { field: fields.password, message: messages.passwordTooShort };
  if (password.length > PASSWORD_MAX) return { field: fields.password, message: messages.passwordTooLong };
  return null;
}

/** Sign-up order: e-mail required, then the password rules. */
export function firstSignUpFailure(values: {
  email: string;
  password1: string;
  password2: string;
}): RuleFailure<'email' | 'password1' | 'password2'> | null {
  if (!values.email.trim()) return { field: 'email', message: messages.emailRequiredSignUp };
  return firstPasswordFailure(values.password1, values.password2, {
    password: 'password1',
    confirmation: 'password2',
  });
}
