import { Input, Stack } from '@mantine/core';
import type { MediaLibrary } from '../media-picker';
import { ChosenMedia } from './chosen-media';
import type { FieldProps } from './form-field-types';
import { LibraryButton } from './library-button';
import { MediaDropZone } from './media-drop-zone';
import { mediaOf } from './media-value';

/** The library a media field lists and uploads to, the account's own by default. */
export function libraryOf(mediaLibrary: string | undefined): MediaLibrary {
  return mediaLibrary === 'ItemImages' || mediaLibrary === 'BookingMedia'
    ? mediaLibrary
    : 'MediaLibrary';
}

/** One media: empty offers upload and the library (001 §4), chosen shows it with a clear button. */
export function MediaField({ field, value, onChange, label, error, loaders, userId }: FieldProps) {
  const media = mediaOf(value);
  const library = libraryOf(field.mediaLibrary);
  const choose = (medias: readonly { mediaCode: string }[]) => {
    const first = medias[0];
    if (first) onChange({ mediaCode: first.mediaCode });
  };
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap="xs" mt={4}>
        {media ? (
          <ChosenMedia
            mediaCode={media.mediaCode}
            loaders={loaders}
            onClear={() => onChange(null)}
          />
        ) : (
          <>
            <MediaDropZone label={label} library={library} loaders={loaders} onUploaded={choose} />
            <div>
              <LibraryButton library={library} loaders={loaders} userId={userId} onAdd={choose} />
            </div>
          </>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
