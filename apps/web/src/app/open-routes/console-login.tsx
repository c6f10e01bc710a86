import { useEffect } from 'react';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { SignInFailed } from './sign-in-failed';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * The console's `/logins/` (spec 000 section 7): the login address starts a sign-in at the
 * identity server with the console's own client id, whether or not a session exists, as the
 * customer app's `/logins/` does. It takes no token from the address: a support user's
 * credentials come from the identity server only.
 */
export function ConsoleLogin({ landing }: { landing: string }) {
  const redirect = useSignInRedirect();
  const { signIn } = redirect;
  useEffect(() => signIn(landing), [landing, signIn]);
  if (redirect.hasFailed) return <SignInFailed onRetry={() => signIn(landing)} />;
  return <FullPageLoader />;
}
