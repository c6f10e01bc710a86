import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { authSession } from '@/lib/auth/auth-session';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { SignInFailed } from './sign-in-failed';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * `/signin`: finishes the code flow when the identity server sent us back
 * (`code` or `error` in the address); otherwise it starts a sign-in, or goes
 * to the landing page when a session exists already.
 */
export function SignInCallback({ landing }: { landing: string }) {
  const navigate = useNavigate();
  const [hasFailed, setHasFailed] = useState(false);
  const redirect = useSignInRedirect();
  const { signIn } = redirect;
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('code') || params.has('error')) {
      authSession.completeSignIn(window.location.href).then(
        (returnTo) => void navigate(returnTo === '/' ? landing : returnTo, { replace: true }),
        () => setHasFailed(true),
      );
    } else if (authSession.accessToken()) {
      void navigate(landing, { replace: true });
    } else {
      signIn(landing);
    }
  }, [landing, navigate, signIn]);
  if (hasFailed || redirect.hasFailed) return <SignInFailed onRetry={() => signIn(landing)} />;
  return <FullPageLoader />;
}
