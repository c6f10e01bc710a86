import { useEffect } from 'react';
import { authSession } from '@/lib/auth/auth-session';
import { FullPageLoader } from '@/lib/ui/full-page-loader';

/** `/logout`: credentials cleared, then the identity server's end-session. */
export function Logout() {
  useEffect(() => {
    void authSession.signOut();
  }, []);
  return <FullPageLoader />;
}
