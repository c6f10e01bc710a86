import { Tooltip } from '@mantine/core';
import { IconEyeOff, IconMovieOff, IconPhotoOff, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './media-thumbnail.module.css';

/**
 * Why a media cannot be shown: the user may not view media, its image failed to load, or its
 * video is missing (001 section 8, 002 sections 6 and 8).
 */
export type MediaPlaceholderKind = 'hidden' | 'brokenImage' | 'missingVideo';

const icons: Record<MediaPlaceholderKind, Icon> = {
  hidden: IconEyeOff,
  brokenImage: IconPhotoOff,
  missingVideo: IconMovieOff,
};

interface MediaPlaceholderProps {
  kind: MediaPlaceholderKind;
  iconSize: number;
  /** Shows the reason under the icon; without it, the reason is the tooltip. */
  withText?: boolean;
  className?: string;
}

/** What stands in for a media that cannot be shown: an icon, named by its reason. */
export function MediaPlaceholder({ kind, iconSize, withText, className }: MediaPlaceholderProps) {
  const { t } = useTranslation();
  const label = t(`mediaPicker.thumbnail.${kind}`);
  const Icon = icons[kind];
  const placeholder = (
    <div
      role="img"
      aria-label={label}
      className={`${classes.placeholder} ${classes[kind]} ${className ?? ''}`}
      data-placeholder={kind}
    >
      <Icon size={iconSize} stroke={1.6} aria-hidden />
      {withText && <span className={classes.reason}>{label}</span>}
    </div>
  );
  return withText ? placeholder : <Tooltip label={label}>{placeholder}</Tooltip>;
}

const reported = new Set<string>();

/**
 * A picture that fails to load is only logged (001 section 8), once per address, without the
 * access token its query carries.
 */
export function logLoadFailure(address: string): void {
  const path = address.split('?')[0] ?? address;
  if (reported.has(path)) return;
  reported.add(path);
  console.warn(`Media could not be loaded: ${path}`);
}
