import {
  IconFile,
  IconLayoutBoard,
  IconMovie,
  IconPhoto,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

/** The spec's media types (002 section 3); None and File show as a file. */
export type MediaType = 'Photo' | 'Video' | 'HtmlAd' | 'WebPage' | 'None' | 'File';

const icons: Record<MediaType, Icon> = {
  Photo: IconPhoto,
  Video: IconMovie,
  HtmlAd: IconLayoutBoard,
  WebPage: IconWorldWww,
  None: IconFile,
  File: IconFile,
};

export function MediaTypeIcon({ type, size = 18 }: { type: MediaType; size?: number }) {
  const Component = icons[type];
  return <Component size={size} stroke={1.6} aria-hidden data-media-icon={type} />;
}
