import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClientLoader } from '@/lib/api/use-query-client-loader';
import { authSession } from '@/lib/auth/auth-session';
import { tokenFromMessage } from '@/lib/auth/temporary-login';
import { currentUserKey } from '@/lib/session/current-user-key';

/**
 * Spec 001 section 1: a parent window's message with a temporary login makes
 * the app load the current user and go to the screens list. Only our own
 * origin (the console at `/support/`) may send it.
 */
export function useParentLogin(landing: string): void {
  const loadQueryClient = useQueryClientLoader();
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const token = tokenFromMessage(event.data);
      if (!token) return;
      authSession.acceptTemporaryLogin(token);
      void loadQueryClient().then((queryClient) => {
        void queryClient.invalidateQueries({ queryKey: currentUserKey });
        return navigate(landing);
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [landing, navigate, loadQueryClient]);
}
