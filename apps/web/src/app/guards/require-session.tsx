import { lazy, Suspense, useEffect } from 'react';
import { authSession, currentAddress } from '@/lib/auth/auth-session';
import type { AppRoute, RouteTable } from '@/lib/routing/app-route';
import { chunkLoadTimeoutMs, withTimeout } from '@/lib/routing/lazy-page';
import { FullPageLoader } from '@/lib/ui/full-page-loader';
import { SignInFailed } from '../open-routes/sign-in-failed';
import { useSignInRedirect } from '../open-routes/use-sign-in-redirect';

// The query cache, the current user and the layouts: loaded only once there is a token.
const SignedInArea = lazy(() => withTimeout(import('../shell/signed-in-area'), chunkLoadTimeoutMs));

/** Without a token the visitor goes to the identity server; with one, the current user loads first. */
export function RequireSession({ area, table }: { area: AppRoute['area']; table: RouteTable }) {
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
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SignedInArea area={area} table={table} />
    </Suspense>
  );
}
