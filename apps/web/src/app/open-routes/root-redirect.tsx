import { Navigate } from 'react-router';
import { authSession } from '@/lib/auth/auth-session';

/** `/`: the landing page, unless a logout is on its way to an account's login page. */
export function RootRedirect({ landing }: { landing: string }) {
  return <Navigate to={authSession.loginProvider.pendingReturn() ?? landing} replace />;
}
