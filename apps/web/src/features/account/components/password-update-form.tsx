import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Button } from '@/components/ui/button';
import { accountTexts } from '@/features/account/texts';
import { toast, toastError } from '@/lib/toast';
import { reauthenticationDetail, signInAgain } from '@/lib/sign-in-again';
import { passwordChangeErrorMessage, useChangePassword, type PasswordChange } from '../api/change-password';

/**
 * No client-side checks here (spec §5): the server's messages are shown. A session that signed in
 * too long ago is sent through /login and back here (the server's 403 reauthentication_required).
 */
export function PasswordUpdateForm() {
  const location = useLocation();
  const changeMutation = useChangePassword();
  const { register, handleSubmit, reset } = useForm<PasswordChange>({
    defaultValues: { new_password1: '', new_password2: '' },
  });

  const onSubmit = handleSubmit((values) =>
    changeMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: messages.passwordUpdated });
        reset();
      },
      onError: (error) => {
        const signInFirst = reauthenticationDetail(error);
        if (signInFirst) void signInAgain(location.pathname + location.search + location.hash, signInFirst);
        else toastError(passwordChangeErrorMessage(error));
      },
    }),
  );

  return (
    <section aria-labelledby="password-update-heading" className="grid gap-4">
      <h2 id="password-update-heading" className="text-lg font-semibold text-slate-900">
        {accountTexts.account.passwordUpdate}
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <NewPasswordFields
          password={{ label: accountTexts.account.newPassword1, input: register('new_password1') }}
          confirmation={{ label: accountTexts.account.newPassword2, input: register('new_password2') }}
        />
        <Button type="submit" isLoading={changeMutation.isPending} className="justify-self-start">
          {accountTexts.account.updatePassword}
        </Button>
      </form>
    </section>
  );
}
