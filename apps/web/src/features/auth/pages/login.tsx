import { messages } from '@navihub/contract/messages';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RestorePasswordForm } from '../components/restore-password-form';
import { useSignedInAtMount } from '../components/use-signed-in-at-mount';

const linkClass = 'text-sm font-medium text-accent-dark underline-offset-4 hover:underline';

export function LoginPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedInAtMount();

  if (signedIn) return <Navigate to={paths.home.getHref()} replace />;
  // A reset link opened on /login?token=… shows nothing.
  if (params.has('token')) return null;

  const forgot = params.get('forgot') === 'true';
  const required = params.get('required') === 'true';

  return (
    <AuthCard title={forgot ? texts.login.restoreTitle : texts.login.title}>
      {required && <Alert title={messages.authorizationRequired}>{messages.authorizationRequiredText}</Alert>}
      {forgot ? <RestorePasswordForm /> : <LoginForm />}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
        <Link to={paths.register.getHref()} className={linkClass}>
          {texts.login.notRegistered}
        </Link>
        {forgot ? (
          <Link to={paths.login.getHref()} className={linkClass}>
            {texts.login.backToLogin}
          </Link>
        ) : (
          <Link to={paths.login.getHref({ forgot: true })} className={linkClass}>
            {texts.login.forgotPassword}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}

export default LoginPage;
