import { messages } from '@navihub/contract/messages';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { activeLocale } from '@/i18n/translated';
import { useSiteConfig } from '@/lib/site-config';
import { toast, toastError } from '@/lib/toast';
import { useGoogleLogin } from '../api/google-login';
import { login, loginErrorMessage, startSession } from '../api/login';
import { registrationErrorMessage, useRegister } from '../api/register';
import { GoogleSignUp } from './google-sign-up';
import { firstSignUpFailure } from './password-rules';
import { LOGIN_REDIRECT_DELAY_MS, landingAfterSignIn } from './redirect-target';
import type { ConfirmationSentState } from './confirmation-sent-note';

type RegisterValues = { email: string; password1: string; password2: string };

export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const { config } = useSiteConfig();
  const registerMutation = useRegister();
  const googleMutation = useGoogleLogin();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: { email: '', password1: '', password2: '' } });

  const signInAfterSignUp = async (email: string, password: string) => {
    try {
      startSession(await login({ email, password }), email);
      toast({ title: messages.loggedInAfterSignUp });
      const state: ConfirmationSentState = { confirmationSentTo: email };
      void navigate(paths.profile.root.getHref(), { state });
    } catch (error) {
      toastError(loginErrorMessage(error));
      void navigate(paths.login.getHref());
    }
  };

  const onSubmit = handleSubmit((values) => {
    clearErrors();
    const failure = firstSignUpFailure(values);
    if (failure) {
      setError(failure.field, { type: 'validate', message: failure.message }, { shouldFocus: true });
      return;
    }
    const email = values.email.trim();
    registerMutation.mutate(
      // The page's language is the account's: its e-mails are written in it (decision 068).
      { email, password1: values.password1, password2: values.password2, language: activeLocale() },
      {
        onSuccess: () => {
          toast({ title: messages.accountCreated });
          return signInAfterSignUp(email, values.password1);
        },
        onError: (error) => toastError(registrationErrorMessage(error)),
      },
    );
  });

  const onGoogleCredential = (idToken: string) =>
    googleMutation.mutate(idToken, {
      // The same flow as the login form: 'Success', then after ~100 ms back to where the user came from.
      onSuccess: (tokens) => {
        startSession(tokens);
        toast({ title: messages.loginSuccessTitle, description: messages.loginSuccess });
        // Staff land on the back-office, as after the login form (issue 31 item 14).
        void landingAfterSignIn(location.state).then((target) =>
          window.setTimeout(() => void navigate(target, { replace: true }), LOGIN_REDIRECT_DELAY_MS),
        );
      },
      onError: (error) => toastError(loginErrorMessage(error)),
    });

  return (
    <div className="grid gap-5">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={texts.register.title}>
        <FormField label={texts.register.email} error={errors.email?.message}>
          {(field) => <Input {...field} type="email" autoComplete="email" {...register('email')} />}
        </FormField>
        <NewPasswordFields
          password={{
            label: texts.register.password1,
            input: register('password1'),
            error: errors.password1?.message,
          }}
          confirmation={{
            label: texts.register.password2,
            input: register('password2'),
            error: errors.password2?.message,
          }}
        />
        <Button type="submit" isLoading={registerMutation.isPending} className="w-full">
          {texts.register.submit}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {texts.register.or}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleSignUp
        clientId={config.google_client_id}
        onCredential={onGoogleCredential}
        isPending={googleMutation.isPending}
      />
    </div>
  );
}
