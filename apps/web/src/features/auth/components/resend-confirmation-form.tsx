import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { emailLinkTexts } from '@/features/auth/email-link-texts';
import { toast, toastError } from '@/lib/toast';
import { resendErrorMessage, useResendConfirmationEmail } from '../api/confirm-email';

/** Asks for a new confirmation link, for a link that expired or was mistyped. */
export function ResendConfirmationForm() {
  const resend = useResendConfirmationEmail();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    const value = email.trim();
    if (!value) {
      toastError(messages.emailRequired);
      return;
    }
    resend.mutate(value, {
      onSuccess: () => toast({ title: messages.registered }),
      onError: (error) => toastError(resendErrorMessage(error)),
    });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={emailLinkTexts.confirmEmail.resendTitle}
    >
      <p className="text-sm text-slate-700">{emailLinkTexts.confirmEmail.resendText}</p>
      <FormField label={emailLinkTexts.confirmEmail.email}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <Button type="submit" isLoading={resend.isPending} className="w-full">
        {emailLinkTexts.confirmEmail.resendSubmit}
      </Button>
    </form>
  );
}
