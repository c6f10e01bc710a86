import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClientLoader } from '@/lib/api/use-query-client-loader';
import { authSession } from '@/lib/auth/auth-session';
import { tokenFromFragment } from '@/lib/auth/temporary-login';
import { currentUserKey } from '@/lib/session/current-user-key';
import { FullPageLoader } from '@/lib/ui/full-page-loader';

/**
 * `/logins/{accountCode}` and `/logins/`: with a support-user token in the
 * fragment the app signs in with it; without one, the normal sign-in. The
 * account code is kept as the provider whose page a logout returns to.
 */
export function TemporaryLogin({ landing }: { landing: string }) {
  const loadQueryClient = useQueryClientLoader();
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
    // The user cached for the previous token goes before the landing page asks for one.
    void loadQueryClient().then((queryClient) => {
      queryClient.removeQueries({ queryKey: currentUserKey });
      return navigate(landing, { replace: true });
    });
  }, [accountCode, landing, navigate, loadQueryClient]);
  return <FullPageLoader />;
}
