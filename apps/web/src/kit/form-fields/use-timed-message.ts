import { useCallback, useEffect, useRef, useState } from 'react';

/** The spec's notification time (001 §9). */
export const messageMs = 10_000;

/** A message shown for a while, then gone; showing another starts the time again. */
export function useTimedMessage<T>(ms = messageMs) {
  const [message, setMessage] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, show };
}
