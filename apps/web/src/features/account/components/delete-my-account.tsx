import { accountDataMessages } from '@navihub/contract/account-data';
import { messages } from '@navihub/contract/messages';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accountTexts } from '@/features/account/texts';
import { logout } from '@/lib/api-client';
import { firstErrorOf } from '@/lib/api-errors';
import { promptGoogleSignIn } from '@/lib/google-identity';
import { useSiteConfig } from '@/lib/site-config';
import { useDeleteMyAccount } from '../api/my-data';

const t = accountTexts.myData;

/**
 * "Delete my account" (issue 33): a clear warning, the password (or a fresh Google sign-in for an
 * account without one), then the customer is signed out and told it is done.
 */
export function DeleteMyAccount() {
  const headingId = useId();
  const warningId = useId();
  const [password, setPassword] = useState('');
  const remove = useDeleteMyAccount();
  const { config } = useSiteConfig();
  const passwordError = firstErrorOf(remove.error, ['password']);
  const otherError = remove.isError
    ? (firstErrorOf(remove.error, ['id_token', 'detail']) ??
      (passwordError ? undefined : messages.somethingWrong))
    : undefined;

  const done = () => void logout({ redirectTo: '/', reason: accountDataMessages.deleted });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password }, { onSuccess: done });
  };
  const withGoogle = () => {
    if (!config.google_client_id) return;
    promptGoogleSignIn(config.google_client_id, (idToken) =>
      remove.mutate({ id_token: idToken }, { onSuccess: done }),
    ).catch((error: unknown) => console.error(error));
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-red-200 p-4">
      <h2 id={headingId} className="font-semibold text-red-700">
        {t.deleteHeading}
      </h2>
      <p id={warningId} className="text-sm text-slate-700">
        {t.deleteWarning}
      </p>
      <form className="grid gap-3" onSubmit={submit} aria-describedby={warningId} noValidate>
        <FormField label={t.password} error={passwordError}>
          {(props) => (
            <Input
              {...props}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive" isLoading={remove.isPending}>
            {t.confirm}
          </Button>
          {config.google_client_id && (
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={withGoogle}>
              {t.confirmWithGoogle}
            </Button>
          )}
        </div>
        {config.google_client_id && <p className="text-xs text-slate-500">{t.googleHint}</p>}
        {otherError && (
          <p role="alert" className="text-sm text-red-600">
            {otherError}
          </p>
        )}
      </form>
    </section>
  );
}
