import { messages } from '@navihub/contract/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getValidAccessToken } from '@/lib/api-client';
import { getUser, useSession } from '@/lib/session';

/**
 * Access guard of the account area: 'Checking authentication...' while the access token is
 * validated (refreshed if needed); the page only with a user and valid tokens; otherwise /login
 * with the page the user came from in `state.from`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { tokens } = useSession();
  const [verdict, setVerdict] = useState<'allowed' | 'denied' | null>(null);

  useEffect(() => {
    let active = true;
    void getValidAccessToken().then((token) => {
      if (active) setVerdict(token && getUser() ? 'allowed' : 'denied');
    });
    return () => {
      active = false;
    };
  }, []);

  if (verdict === null) return <Spinner label={messages.checkingAuthentication} />;
  if (verdict === 'denied') {
    return (
      <Navigate
        to={paths.login.getHref()}
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }
  // The session ended while the page was open: logout is already moving the router.
  if (!tokens) return null;
  return children;
}
