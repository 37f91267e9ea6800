import { Link, Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useSignedInAtMount } from '../components/use-signed-in-at-mount';

export function RegisterPage() {
  const signedIn = useSignedInAtMount();
  if (signedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthCard title={texts.register.title}>
      <RegisterForm />
      <Link
        to={paths.login.getHref()}
        className="text-sm font-medium text-accent-dark underline-offset-4 hover:underline"
      >
        {texts.register.haveAccount}
      </Link>
    </AuthCard>
  );
}

export default RegisterPage;
