import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { texts } from '@/config/texts';
import { toast, toastError } from '@/lib/toast';
import { loginErrorMessage, useLogin } from '../api/login';
import { LOGIN_REDIRECT_DELAY_MS, landingAfterSignIn } from './redirect-target';

type LoginValues = { email: string; password: string };

export function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginMutation = useLogin();
  const { register, handleSubmit } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    const email = values.email.trim();
    if (!email || !values.password) {
      toastError(messages.fillAllFields);
      return;
    }
    loginMutation.mutate(
      { email, password: values.password },
      {
        onSuccess: () => {
          toast({ title: messages.loginSuccessTitle, description: messages.loginSuccess });
          // Staff land on the back-office: known once the user status (with the role) has loaded.
          void landingAfterSignIn(location.state).then((target) =>
            window.setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS),
          );
        },
        onError: (error) => toastError(loginErrorMessage(error)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={texts.login.title}>
      <FormField label={texts.login.email}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
      </FormField>
      <FormField label={texts.login.password}>
        {(field) => (
          <Input {...field} type="password" autoComplete="current-password" {...register('password')} />
        )}
      </FormField>
      <Button type="submit" isLoading={loginMutation.isPending} className="w-full">
        {texts.login.submit}
      </Button>
    </form>
  );
}
