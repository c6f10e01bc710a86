import { useState } from 'react';
import { mediaTypeOf, type PickerMedia } from './media-search';
import { mediaThumbnailClasses as classes } from '@/kit/media-thumbnail';
import { MediaTypeIcon } from './media-type-icon';

/**
 * The thumbnail loads only when it scrolls near view; without one, or when it
 * fails, the media type's icon stands in.
 */
export function MediaThumbnail({
  media,
  variant,
}: {
  media: PickerMedia;
  variant: 'row' | 'tile';
}) {
  const [hasFailed, setHasFailed] = useState(false);
  const className = variant === 'row' ? classes.rowThumb : classes.tileThumb;
  if (!media.thumbnailUrl || hasFailed) {
    return (
      <div className={`${className} ${classes.placeholder}`}>
        <MediaTypeIcon type={mediaTypeOf(media)} size={variant === 'row' ? 18 : 36} />
      </div>
    );
  }
  return (
    <img
      className={className}
      src={media.thumbnailUrl}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}
