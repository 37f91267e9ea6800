import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { emailLinkTexts } from '@/features/auth/email-link-texts';
import { AuthCard } from '../components/auth-card';
import { CreatePasswordForm } from '../components/create-password-form';
import { useSignedInAtMount } from '../components/use-signed-in-at-mount';

/** /create-password?token=…&id=… — the link of the password-reset e-mail. */
export function CreatePasswordPage() {
  const [params] = useSearchParams();
  const signedIn = useSignedInAtMount();
  const token = params.get('token');
  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  if (signedIn) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthCard title={emailLinkTexts.createPassword.title}>
      <CreatePasswordForm uid={params.get('id') ?? ''} token={token} />
    </AuthCard>
  );
}

export default CreatePasswordPage;
