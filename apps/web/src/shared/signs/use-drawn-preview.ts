import { useEffect, useState } from 'react';
import { loadSignEngine, type SignEngine } from './sign-engine';

export type DrawnPreview =
  | { status: 'pending' }
  | { status: 'ready'; document: string }
  | { status: 'failed'; error: unknown };

/** Typing renders once it pauses, not on every key. */
const renderDelayMs = 250;

/**
 * A preview document drawn with the sign engine (fetched on first use) a moment after `draw`
 * last changed; a drawing for an older `draw` is dropped. Callers keep `draw` stable (memoised on
 * their inputs) so that only a change of input draws again.
 */
export function useDrawnPreview(
  draw: ((engine: SignEngine) => Promise<string>) | null,
): DrawnPreview {
  const [state, setState] = useState<DrawnPreview>({ status: 'pending' });
  useEffect(() => {
    if (!draw) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      loadSignEngine()
        .then(draw)
        .then(
          (document) => isCurrent && setState({ status: 'ready', document }),
          (error: unknown) => isCurrent && setState({ status: 'failed', error }),
        );
    }, renderDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [draw]);
  // The last document stays on show while the next one renders, so typing does not flicker.
  return state;
}
