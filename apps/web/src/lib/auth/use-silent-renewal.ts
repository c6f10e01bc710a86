import { useEffect } from 'react';
import { authSession, type AuthSession } from './auth-session';

/** After a failed renewal (network down, identity server restarting) the next try comes this much later. */
export const renewalRetryMs = 60_000;

/**
 * Keeps the access token fresh while the shell is open; stops when there is no OIDC session.
 * A failure is tried again later rather than ending renewal, so a short outage does not end
 * with the person signed out when their token runs out.
 */
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
            .catch(() => renewalRetryMs)
            .then(schedule),
        delay,
      );
    };
    void session
      .firstRenewalDelayMs()
      .catch(() => renewalRetryMs)
      .then(schedule);
    return () => {
      isStopped = true;
      window.clearTimeout(timer);
    };
  }, [session]);
}
