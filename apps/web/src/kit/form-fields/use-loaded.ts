import { useEffect, useEffectEvent, useState } from 'react';

/** The item data picker's states (001 §4); idle while there is nothing to load for. */
export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads what `key` names, again whenever the key changes; an answer for an older key is
 * dropped. A null key is idle. `load` may change identity freely: the key decides.
 */
export function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>): LoadState<T> {
  const [answer, setAnswer] = useState<{ key: string; state: LoadState<T> } | null>(null);
  const loadNow = useEffectEvent((forKey: string) => load(forKey));
  useEffect(() => {
    if (key === null) return;
    let isCurrent = true;
    loadNow(key).then(
      (data) => isCurrent && setAnswer({ key, state: { status: 'success', data } }),
      (error: unknown) => isCurrent && setAnswer({ key, state: { status: 'error', error } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [key]);
  if (key === null) return { status: 'idle' };
  return answer?.key === key ? answer.state : { status: 'pending' };
}
