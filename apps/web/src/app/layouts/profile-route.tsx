import { ProfileLayout } from '@/features/account/components/profile-layout';
import { ConfirmationSentNote } from '@/features/auth/components/confirmation-sent-note';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /profile/*: the account area behind the access guard. */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfileLayout notice={<ConfirmationSentNote />} />
    </RequireAuth>
  );
}

export default ProfileRoute;
