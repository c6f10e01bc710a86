import type { Media } from '@marquee/contracts';
import { withAccessToken } from '@/lib/api/file-url';
import type { PreviewMedia } from './media-preview-modal';

/** What the preview shows of a media, its file address carrying the token. */
export function toPreviewMedia(media: Media): PreviewMedia {
  return {
    mediaCode: media.mediaCode,
    displayName: media.displayName,
    mediaType: media.mediaType,
    previewUrl: media.previewUrl ? withAccessToken(media.previewUrl) : null,
    orientation: media.orientation,
    isProcessing: media.processing === 'pending',
  };
}
