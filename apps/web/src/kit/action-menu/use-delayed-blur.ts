import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onLeave` once focus has stayed outside every watched element for
 * `delay` ms. The delay lets a click inside a popup land before it closes.
 */
export function useDelayedBlur(delay: number, onLeave: () => void) {
  const elements = useRef(new Set<HTMLElement>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leave = useRef(onLeave);
  useEffect(() => {
    leave.current = onLeave;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const watch = useCallback((element: HTMLElement | null) => {
    if (element) elements.current.add(element);
  }, []);

  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const active = document.activeElement;
      const inside = [...elements.current].some((el) => el.isConnected && el.contains(active));
      if (!inside) leave.current();
    }, delay);
  }, [delay]);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { watch, onBlur, cancel };
}
