import type { SignOrientation } from '@marquee/domain';
import { useMemo } from 'react';
import { fileSources, previewDocument } from '@/shared/signs/inline-document';
import type { SignEngine } from '@/shared/signs/sign-engine';
import { useDrawnPreview } from '@/shared/signs/use-drawn-preview';
import { renderOrientation, type SignRender } from './sign-render';

/**
 * One orientation of a sign rendered in the browser with the server's own engine, as a preview
 * frame shows it, a moment after its input last changed.
 */
export function usePreviewDocument(
  render: SignRender | null,
  orientation: SignOrientation | undefined,
) {
  const draw = useMemo(
    () =>
      render && orientation
        ? (engine: SignEngine) =>
            previewDocument(
              renderOrientation(engine, render, orientation),
              fileSources((path) => render.stills.get(path)),
            )
        : null,
    [render, orientation],
  );
  return useDrawnPreview(draw);
}
