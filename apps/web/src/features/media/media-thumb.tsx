import type { Media } from '@marquee/contracts';
import { withAccessToken } from '@/lib/api/file-url';
import { MediaThumbnail } from '@/kit/media-thumbnail';
import classes from './media-page.module.css';

interface MediaThumbProps {
  media: Media;
  variant: 'row' | 'tile';
  /** Whether the user may view media; otherwise the thumbnail is an eye-off. */
  canPreview: boolean;
  onPreview: (media: Media) => void;
}

/** A library media's thumbnail: a spinner while it is made, a placeholder where it cannot show. */
export function MediaThumb({ media, variant, canPreview, onPreview }: MediaThumbProps) {
  return (
    <MediaThumbnail
      mediaType={media.mediaType}
      name={media.displayName}
      src={media.thumbnailUrl ? withAccessToken(media.thumbnailUrl) : null}
      variant={variant}
      className={variant === 'row' ? classes.rowThumbSize : undefined}
      isPending={media.processing === 'pending'}
      isFileMissing={media.mediaType === 'Video' && !media.previewUrl}
      isHidden={!canPreview}
      onPreview={() => onPreview(media)}
    />
  );
}
