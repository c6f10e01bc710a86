import { useEffect, type ReactNode } from 'react';
import { authSession, currentAddress } from '@/lib/auth/auth-session';
import { applyLanguage, storedLanguage } from '@/lib/i18n/language-preference';
import { useCurrentUser } from '@/lib/session/current-user';
import { keepsLanguageInProfile } from '@/lib/session/profile-language';
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
  const isProfileFirst = user ? keepsLanguageInProfile(user) : false;
  useEffect(() => {
    if (!languageCode) return;
    // The profile's language follows the person to any browser and is remembered here for the
    // next sign-in page; without a profile to keep it, this browser's choice wins.
    if (isProfileFirst) void applyLanguage(languageCode, true);
    else void applyLanguage(storedLanguage() ?? languageCode);
  }, [languageCode, isProfileFirst]);
  if (user)
    return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
  if (error) return <SessionError onRetry={() => void refetch()} />;
  return <FullPageLoader />;
}
