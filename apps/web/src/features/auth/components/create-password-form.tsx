import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { paths } from '@/config/paths';
import { emailLinkTexts } from '@/features/auth/email-link-texts';
import { joinedErrorValues } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { firstPasswordFailure } from './password-rules';

type Values = { new_password1: string; new_password2: string };

export function CreatePasswordForm({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const confirmMutation = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { new_password1: '', new_password2: '' } });

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const failure = firstPasswordFailure(values.new_password1, values.new_password2, {
      password: 'new_password1',
      confirmation: 'new_password2',
    });
    if (failure) {
      setError(failure.field, { type: 'validate', message: failure.message }, { shouldFocus: true });
      return;
    }
    confirmMutation.mutate(
      { ...values, uid, token },
      {
        onSuccess: () => {
          toast({ title: messages.passwordReseted });
          void navigate(paths.login.getHref());
        },
        onError: (error) =>
          toast({
            title: joinedErrorValues(error) || messages.errorTitle,
            description: messages.somethingWrong,
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={emailLinkTexts.createPassword.title}
    >
      <NewPasswordFields
        password={{
          label: emailLinkTexts.createPassword.password1,
          input: register('new_password1'),
          error: errors.new_password1?.message,
        }}
        confirmation={{
          label: emailLinkTexts.createPassword.password2,
          input: register('new_password2'),
          error: errors.new_password2?.message,
        }}
      />
      <Button type="submit" isLoading={confirmMutation.isPending} className="w-full">
        {emailLinkTexts.createPassword.submit}
      </Button>
    </form>
  );
}
