import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { authSession } from '@/lib/auth/auth-session';
import { tokenFromMessage } from '@/lib/auth/temporary-login';
import { currentUserQuery } from '@/lib/session/current-user';

/**
 * Spec 001 section 1: a parent window's message with a temporary login makes
 * the app load the current user and go to the screens list. Only our own
 * origin (the console at `/support/`) may send it.
 */
export function useParentLogin(landing: string): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const token = tokenFromMessage(event.data);
      if (!token) return;
      authSession.acceptTemporaryLogin(token);
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      void navigate(landing);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [landing, navigate, queryClient]);
}
