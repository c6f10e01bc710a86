import { lazy, Suspense, useCallback, useState } from 'react';
import { useSessionUser } from '@/lib/session/session-user';
import { canPreviewMedia } from './can-preview-media';

// Loads on the first preview, so the pages showing thumbnails stay small.
const MediaPreviewByCode = lazy(() => import('./media-preview-by-code'));

/**
 * The simple preview modal by media code, for the signed-in user: `open` is there only when the
 * user may view media; `modal` is to be rendered where the preview should live.
 */
export function useMediaPreview() {
  const user = useSessionUser();
  const [mediaCode, setMediaCode] = useState<string | null>(null);
  const canPreview = canPreviewMedia(user);
  const modal = mediaCode && (
    <Suspense fallback={null}>
      <MediaPreviewByCode mediaCode={mediaCode} onClose={() => setMediaCode(null)} />
    </Suspense>
  );
  // The same function from render to render, so loaders built on it stay the same too.
  const open = useCallback((code: string) => setMediaCode(code), []);
  return { canPreview, open: canPreview ? open : undefined, modal };
}
