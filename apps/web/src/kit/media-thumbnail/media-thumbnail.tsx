import { Loader, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logLoadFailure, MediaPlaceholder } from './media-placeholder';
import classes from './media-thumbnail.module.css';
import { MediaTypeIcon, type MediaType } from './media-type-icon';

export interface MediaThumbnailProps {
  mediaType: MediaType;
  /** The media's name, for the preview button's label. */
  name: string;
  /** The thumbnail's address as an `<img>` loads it (with its token); none when there is none. */
  src: string | null | undefined;
  variant: 'row' | 'tile';
  /** Still being made: a spinner stands in. */
  isPending?: boolean;
  /** The media's own file is gone (a video without a preview): the missing-video frame shows. */
  isFileMissing?: boolean;
  /** The user may not view media: an eye-off stands in, nothing loads and nothing opens. */
  isHidden?: boolean;
  /** Opens the media's preview; without it the thumbnail is only a picture. */
  onPreview?: () => void;
  /** Sizes the box, e.g. a row's thumbnail in a taller row. */
  className?: string;
}

/**
 * A media's thumbnail, loaded when it scrolls near view. Without one the type's icon stands in;
 * an image that fails shows the broken-image placeholder and a video without its file the
 * missing-video frame, both only logged (001 section 8). It opens the preview only for a user
 * who may view media; for others it is an eye-off (002 section 6).
 */
export function MediaThumbnail(props: MediaThumbnailProps) {
  const { t } = useTranslation();
  const { variant, isHidden, onPreview } = props;
  const box = `${variant === 'row' ? classes.rowThumb : classes.tileThumb} ${props.className ?? ''}`;
  const iconSize = variant === 'row' ? 18 : 36;
  if (isHidden) {
    return (
      <MediaPlaceholder
        kind="hidden"
        iconSize={iconSize}
        withText={variant === 'tile'}
        className={box}
      />
    );
  }
  const picture = <Picture {...props} box={box} iconSize={iconSize} />;
  if (!onPreview) return picture;
  return (
    <UnstyledButton
      className={classes.previewButton}
      aria-label={t('mediaPicker.thumbnail.preview', { name: props.name })}
      onClick={onPreview}
    >
      {picture}
    </UnstyledButton>
  );
}

function Picture({
  mediaType,
  src,
  variant,
  isPending,
  isFileMissing,
  box,
  iconSize,
}: MediaThumbnailProps & { box: string; iconSize: number }) {
  const { t } = useTranslation();
  // Remembered by address, so a new thumbnail (made or replaced since) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (isPending) {
    return (
      <div className={`${box} ${classes.placeholder}`} data-thumb="pending">
        <Loader size="xs" aria-label={t('mediaPicker.thumbnail.pending')} />
      </div>
    );
  }
  if (isFileMissing || (src && src === failedSrc)) {
    return (
      <MediaPlaceholder
        kind={mediaType === 'Video' ? 'missingVideo' : 'brokenImage'}
        iconSize={iconSize}
        withText={variant === 'tile'}
        className={box}
      />
    );
  }
  if (!src) {
    return (
      <div className={`${box} ${classes.placeholder}`} data-thumb="none">
        <MediaTypeIcon type={mediaType} size={iconSize} />
      </div>
    );
  }
  return (
    <img
      className={box}
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      data-thumb="ready"
      onError={() => {
        logLoadFailure(src);
        setFailedSrc(src);
      }}
    />
  );
}
