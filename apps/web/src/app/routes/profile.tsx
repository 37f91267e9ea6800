import { ProfileLayout } from '@/features/account/components/profile-layout';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** /profile/*: the account area behind the access guard. */
export function ProfileRoute() {
  return (
    <RequireAuth>
      <ProfileLayout />
    </RequireAuth>
  );
}

export default ProfileRoute;
