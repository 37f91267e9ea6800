import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { texts } from '@/config/texts';
import { emailLinkTexts } from '@/features/auth/email-link-texts';
import { confirmEmailErrorMessage, useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { ResendConfirmationForm } from '../components/resend-confirmation-form';

const linkClass = 'text-sm font-medium text-accent-dark underline-offset-4 hover:underline';

/** /confirm-email/:key — the link of the confirmation e-mail sent at sign-up (decision 015). */
export function ConfirmEmailPage() {
  const { key = '' } = useParams();
  const confirmation = useConfirmEmail(key);

  return (
    <AuthCard title={emailLinkTexts.confirmEmail.title}>
      {confirmation.isPending ? (
        <Spinner label={emailLinkTexts.confirmEmail.confirming} />
      ) : confirmation.isError ? (
        <>
          <Alert variant="destructive" title={confirmEmailErrorMessage(confirmation.error)} />
          <ResendConfirmationForm />
        </>
      ) : (
        <>
          <Alert title={emailLinkTexts.confirmEmail.confirmed}>
            {emailLinkTexts.confirmEmail.confirmedText}
          </Alert>
          <Link to={paths.home.getHref()} className={linkClass}>
            {texts.errorBackHome}
          </Link>
        </>
      )}
    </AuthCard>
  );
}

export default ConfirmEmailPage;
