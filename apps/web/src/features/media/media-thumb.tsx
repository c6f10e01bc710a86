import { Box, Loader } from '@mantine/core';
import type { Media } from '@marquee/contracts';
import { IconFile, IconLayoutBoard, IconMovie, IconPhoto, IconWorldWww } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAccessToken } from '@/lib/api/file-url';
import { mediaThumbnailClasses as thumbClasses } from '@/kit/media-thumbnail';
import classes from './media-page.module.css';

const icons = {
  Photo: IconPhoto,
  Video: IconMovie,
  HtmlAd: IconLayoutBoard,
  WebPage: IconWorldWww,
  File: IconFile,
} as const;

/**
 * The media's thumbnail once the server has made it; a spinner while it is being made, and
 * the type's icon when there is none or it fails to load.
 */
export function MediaThumb({ media, variant }: { media: Media; variant: 'row' | 'tile' }) {
  const { t } = useTranslation();
  const [hasFailed, setHasFailed] = useState(false);
  const className =
    variant === 'row' ? `${thumbClasses.rowThumb} ${classes.rowThumbSize}` : thumbClasses.tileThumb;
  if (media.processing === 'pending') {
    return (
      <Box className={`${className} ${thumbClasses.placeholder}`} data-thumb="pending">
        <Loader size="xs" aria-label={t('media.processing')} />
      </Box>
    );
  }
  if (!media.thumbnailUrl || hasFailed) {
    const Icon = icons[media.mediaType];
    return (
      <Box className={`${className} ${thumbClasses.placeholder}`} data-thumb="none">
        <Icon size={variant === 'row' ? 18 : 36} stroke={1.6} aria-hidden />
      </Box>
    );
  }
  return (
    <img
      className={className}
      src={withAccessToken(media.thumbnailUrl)}
      alt=""
      loading="lazy"
      decoding="async"
      data-thumb="ready"
      onError={() => setHasFailed(true)}
    />
  );
}
