import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { authSession } from '@/lib/auth/auth-session';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { SignInFailed } from './sign-in-failed';

/**
 * `/signin`: finishes the code flow when the identity server sent us back
 * (`code` or `error` in the address); otherwise it starts a sign-in.
 */
export function SignInCallback({ landing }: { landing: string }) {
  const [target, setTarget] = useState<string | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!params.has('code') && !params.has('error')) {
      if (authSession.accessToken()) setTarget(landing);
      else void authSession.signIn(landing);
      return;
    }
    authSession.completeSignIn(window.location.href).then(
      (returnTo) => setTarget(returnTo === '/' ? landing : returnTo),
      () => setHasFailed(true),
    );
  }, [landing]);
  if (hasFailed) return <SignInFailed onRetry={() => void authSession.signIn(landing)} />;
  if (target) return <Navigate to={target} replace />;
  return <FullPageLoader />;
}
