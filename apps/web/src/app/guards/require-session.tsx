import { useEffect, type ReactNode } from 'react';
import { authSession, currentAddress } from '@/lib/auth/auth-session';
import { applyLanguage, storedLanguage } from '@/lib/i18n/language-preference';
import { useCurrentUser } from '@/lib/session/current-user';
import { SessionUserContext } from '@/lib/session/session-user';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { SignInFailed } from '../open-routes/sign-in-failed';
import { useSignInRedirect } from '../open-routes/use-sign-in-redirect';
import { SessionError } from './session-error';

/** Without a token the visitor goes to the identity server; with one, the current user loads first. */
export function RequireSession({ children }: { children: ReactNode }) {
  const hasToken = authSession.accessToken() !== null;
  const { hasFailed, signIn } = useSignInRedirect();
  useEffect(() => {
    if (!hasToken) signIn(currentAddress());
  }, [hasToken, signIn]);
  if (!hasToken) {
    return hasFailed ? (
      <SignInFailed onRetry={() => signIn(currentAddress())} />
    ) : (
      <FullPageLoader />
    );
  }
  return <SessionUser>{children}</SessionUser>;
}

function SessionUser({ children }: { children: ReactNode }) {
  const { data: user, error, refetch } = useCurrentUser();
  const languageCode = user?.languageCode;
  useEffect(() => {
    if (languageCode) void applyLanguage(storedLanguage() ?? languageCode);
  }, [languageCode]);
  if (user)
    return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
  if (error) return <SessionError onRetry={() => void refetch()} />;
  return <FullPageLoader />;
}
