import { useState } from 'react';
import { getTokens } from '@/lib/session';

/**
 * Whether a session existed when the page opened. Pages that send signed-in users away check this
 * instead of the live session, so that signing in on the page itself runs its own flow.
 */
export function useSignedInAtMount(): boolean {
  const [signedIn] = useState(() => Boolean(getTokens()));
  return signedIn;
}
