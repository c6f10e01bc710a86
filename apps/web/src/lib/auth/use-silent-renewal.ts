import { useEffect } from 'react';
import { authSession, type AuthSession } from './auth-session';

/** Keeps the access token fresh while the shell is open; stops when there is no OIDC session. */
export function useSilentRenewal(session: AuthSession = authSession): void {
  useEffect(() => {
    let timer: number | undefined;
    let isStopped = false;
    const schedule = (delay: number | null) => {
      if (isStopped || delay === null) return;
      timer = window.setTimeout(
        () =>
          void session
            .renew()
            .catch(() => null)
            .then(schedule),
        delay,
      );
    };
    void session.firstRenewalDelayMs().then(schedule);
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
    };
  }, [session]);
}
