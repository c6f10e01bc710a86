import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { authSession } from '@/lib/auth/auth-session';
import { tokenFromFragment } from '@/lib/auth/temporary-login';
import { currentUserQuery } from '@/lib/session/current-user';
import { FullPageLoader } from '@/lib/ui/full-page-loader';

/**
 * `/logins/{accountCode}` and `/logins/`: with a support-user token in the
 * fragment the app signs in with it; without one, the normal sign-in. The
 * account code is kept as the provider whose page a logout returns to.
 */
export function TemporaryLogin({ landing }: { landing: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { accountCode } = useParams();
  useEffect(() => {
    authSession.loginProvider.arrive(accountCode);
    const token = tokenFromFragment(window.location.hash);
    if (!token) {
      void authSession.signIn(landing);
      return;
    }
    authSession.acceptTemporaryLogin(token);
    queryClient.removeQueries({ queryKey: currentUserQuery.queryKey });
    void navigate(landing, { replace: true });
  }, [accountCode, landing, navigate, queryClient]);
  return <FullPageLoader />;
}
