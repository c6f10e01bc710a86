import type { SignOrientation } from '@marquee/domain';
import { useEffect, useState } from 'react';
import { fileSources, previewDocument } from '@/shared/signs/inline-document';
import { loadSignEngine } from '@/shared/signs/sign-engine';
import { renderOrientation, type SignRender } from './sign-render';

type PreviewState =
  | { status: 'pending' }
  | { status: 'ready'; document: string }
  | { status: 'failed'; error: unknown };

/** Typing renders once it pauses, not on every key. */
const renderDelayMs = 250;

/**
 * One orientation of a sign rendered in the browser with the server's own engine (fetched on
 * first use), as a preview frame shows it, a moment after its input last changed; a render for
 * an older input is dropped.
 */
export function usePreviewDocument(
  render: SignRender | null,
  orientation: SignOrientation | undefined,
): PreviewState {
  const [state, setState] = useState<PreviewState>({ status: 'pending' });
  useEffect(() => {
    if (!render || !orientation) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      loadSignEngine()
        .then((engine) =>
          previewDocument(
            renderOrientation(engine, render, orientation),
            fileSources((path) => render.stills.get(path)),
          ),
        )
        .then(
          (document) => isCurrent && setState({ status: 'ready', document }),
          (error: unknown) => isCurrent && setState({ status: 'failed', error }),
        );
    }, renderDelayMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [render, orientation]);
  // The last document stays on show while the next one renders, so typing does not flicker.
  return state;
}
