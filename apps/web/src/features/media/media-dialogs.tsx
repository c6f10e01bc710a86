import { downloadMedia, fullPath, fillPath, type Media } from '@marquee/contracts';
import { lazy, Suspense } from 'react';
import { lookupFileName, uploadOne } from '@/shared/media-upload/library-upload';
import { toPreviewMedia } from '@/shared/media-preview/to-preview-media';
import { fetchImageBlob } from './media.api';
import type { MediaTagsModalProps } from './media-tags-modal';

// Each dialog loads when first opened, so the page itself carries no modal.
const DeleteMediaModal = lazy(() =>
  import('./delete-media-modal').then((module) => ({ default: module.DeleteMediaModal })),
);
const ImageEditorModal = lazy(() => import('./image-editor/image-editor-modal'));
const MediaPreviewModal = lazy(() => import('@/shared/media-preview/media-preview-modal'));
const MediaTagsModal = lazy(() => import('./media-tags-modal'));

/** The one dialog the library shows at a time. */
export type MediaDialog =
  | { kind: 'preview'; media: Media }
  | { kind: 'editor'; media: Media }
  | { kind: 'delete'; medias: Media[] }
  | ({ kind: 'tags' } & Omit<MediaTagsModalProps, 'onClose'>)
  | null;

/** The address of a media's original file. */
export function downloadAddress(mediaCode: string): string {
  return fillPath(fullPath(downloadMedia), { code: mediaCode });
}

interface MediaDialogsProps {
  dialog: MediaDialog;
  onClose: () => void;
  onEditorSaved: () => void;
}

export function MediaDialogs({ dialog, onClose, onEditorSaved }: MediaDialogsProps) {
  if (!dialog) return null;
  if (dialog.kind === 'delete') {
    return (
      <Suspense fallback={null}>
        <DeleteMediaModal medias={dialog.medias} onClose={onClose} />
      </Suspense>
    );
  }
  if (dialog.kind === 'tags') {
    const { kind: _kind, ...props } = dialog;
    return (
      <Suspense fallback={null}>
        <MediaTagsModal {...props} onClose={onClose} />
      </Suspense>
    );
  }
  const media = dialog.media;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'preview' ? (
        <MediaPreviewModal opened onClose={onClose} media={toPreviewMedia(media)} />
      ) : (
        <ImageEditorModal
          opened
          onClose={onClose}
          mediaCode={media.mediaCode}
          displayName={media.fileName ?? media.displayName}
          loadImage={(code) => fetchImageBlob(downloadAddress(code))}
          lookupName={async (fileName) => (await lookupFileName(fileName)).found}
          saveImage={async (png, mode) => {
            const result = await uploadOne(png, png.name, mode === 'replace', {});
            if (!result.ok) throw new Error(result.errorMessage ?? png.name);
            onEditorSaved();
          }}
        />
      )}
    </Suspense>
  );
}
