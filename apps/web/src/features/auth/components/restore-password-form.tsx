import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { texts } from '@/config/texts';
import { toast, toastError } from '@/lib/toast';
import { passwordResetErrorMessage, useRequestPasswordReset } from '../api/request-password-reset';

export function RestorePasswordForm() {
  const resetMutation = useRequestPasswordReset();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    const value = email.trim();
    if (!value) {
      toastError(messages.emailRequired);
      return;
    }
    resetMutation.mutate(value, {
      onSuccess: () => toast({ title: messages.resetRequestSent }),
      onError: (error) => toastError(passwordResetErrorMessage(error)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={texts.login.restoreTitle}>
      <FormField label={texts.login.email}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" isLoading={resetMutation.isPending} className="w-full">
        {texts.login.restoreSubmit}
      </Button>
    </form>
  );
}
