import { MediaThumbnail, type MediaThumbnailProps } from '../media-thumbnail';
import { mediaTypeOf, type PickerMedia } from './media-search';

type PickerThumbnailProps = Pick<MediaThumbnailProps, 'variant' | 'onPreview'> & {
  media: PickerMedia;
};

/** The thumbnail of a media as pickers and forms hold it. */
export function PickerThumbnail({ media, ...props }: PickerThumbnailProps) {
  return (
    <MediaThumbnail
      mediaType={mediaTypeOf(media)}
      name={media.displayName}
      src={media.thumbnailUrl}
      {...props}
    />
  );
}
