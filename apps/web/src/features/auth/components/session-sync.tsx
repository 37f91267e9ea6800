import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { logout, startTokenWatch } from '@/lib/api-client';
import { pointsSubsQuery } from '@/lib/points-subs';
import { getTokens, setUser, subscribeSession, useSession } from '@/lib/session';
import { siteConfigQuery } from '@/lib/site-config';
import { ApiError } from '@/lib/http';
import { getUserStatus } from '../api/user-status';

/**
 * After any token change: load the user status (its first item becomes the stored user) and the
 * points/subscriptions. A status failure ends the session — the api client has already tried one
 * refresh-and-retry for a 401 by then (spec §4).
 */
export async function loadSessionData(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery({ ...pointsSubsQuery, staleTime: 0 });
  try {
    const user = await getUserStatus();
    if (!user) throw new Error('User status returned no user');
    if (getTokens()) setUser(user);
  } catch (error) {
    // Already logged out (e.g. the refresh token was rejected): nothing more to do.
    if (!getTokens()) return;
    console.error('Loading the user status failed', error);
    // No answer at all (the page is being left, which aborts the request, or the network is
    // down) says nothing about the session: ending it then would sign out a customer who
    // merely clicked on while the status was loading. Every answer that is a failure still does.
    if (isNoAnswer(error)) return;
    await logout();
  }
}

function isNoAnswer(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof ApiError && error.status === 0)
  );
}

export function SessionSync() {
  const queryClient = useQueryClient();
  const { tokens } = useSession();
  const hasRefreshToken = Boolean(tokens?.refresh_token);

  useEffect(() => {
    let lastAccess: string | null = null;
    const onSessionChange = () => {
      const access = getTokens()?.access_token ?? null;
      if (access === lastAccess) return;
      lastAccess = access;
      if (access) void loadSessionData(queryClient);
      else
        queryClient.removeQueries({
          predicate: (query) => query.queryKey[0] !== siteConfigQuery.queryKey[0],
        });
    };
    onSessionChange();
    return subscribeSession(onSessionChange);
  }, [queryClient]);

  // Background token check every 5 minutes while a refresh token exists.
  useEffect(() => (hasRefreshToken ? startTokenWatch() : undefined), [hasRefreshToken]);

  return null;
}
