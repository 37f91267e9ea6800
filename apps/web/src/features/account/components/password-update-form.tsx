import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { texts } from '@/config/texts';
import { toast, toastError } from '@/lib/toast';
import { passwordChangeErrorMessage, useChangePassword, type PasswordChange } from '../api/change-password';

/** No client-side checks here (spec §5): the server's messages are shown. */
export function PasswordUpdateForm() {
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
      onError: (error) => toastError(passwordChangeErrorMessage(error)),
    }),
  );

  return (
    <section aria-labelledby="password-update-heading" className="grid gap-4">
      <h2 id="password-update-heading" className="text-lg font-semibold text-slate-900">
        {texts.account.passwordUpdate}
      </h2>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <FormField label={texts.account.newPassword1}>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...register('new_password1')} />
          )}
        </FormField>
        <FormField label={texts.account.newPassword2}>
          {(field) => (
            <Input {...field} type="password" autoComplete="new-password" {...register('new_password2')} />
          )}
        </FormField>
        <Button type="submit" isLoading={changeMutation.isPending} className="justify-self-start">
          {texts.account.updatePassword}
        </Button>
      </form>
    </section>
  );
}
