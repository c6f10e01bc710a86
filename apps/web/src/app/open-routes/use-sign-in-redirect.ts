import { useCallback, useState } from 'react';
import { authSession } from '@/lib/auth/auth-session';

/**
 * Starts a sign-in at the identity server. It fails when the backend cannot say how to sign in
 * (offline, or the server restarting); the page then offers to try again rather than waiting on
 * a loader for ever.
 */
export function useSignInRedirect() {
  const [hasFailed, setHasFailed] = useState(false);
  const signIn = useCallback((returnTo: string) => {
    setHasFailed(false);
    authSession.signIn(returnTo).catch(() => setHasFailed(true));
  }, []);
  return { hasFailed, signIn };
}
