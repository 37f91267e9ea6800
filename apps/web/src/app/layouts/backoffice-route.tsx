import { RequireAuth } from '@/features/auth/components/require-auth';
import { BackofficeArea, backofficePageComponents } from '@/features/backoffice';

/**
 * /admin/*: the staff back-office, one lazy chunk that customers never download. Signed out: the
 * sign-in page, and back here after it.
 */
export function BackofficeRoute() {
  return (
    <RequireAuth>
      <BackofficeArea />
    </RequireAuth>
  );
}

export { backofficePageComponents };

export default BackofficeRoute;
