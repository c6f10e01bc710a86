import { Input, Stack } from '@mantine/core';
import type { FieldProps } from './form-field-types';
import { LibraryButton } from './library-button';
import { libraryOf } from './media-field';
import { MediaList } from './media-list';
import { addMedia, mediaListOf } from './media-value';

/** Several media chosen from the library, in the order chosen. */
export function MultiLibraryMediaField({
  field,
  value,
  onChange,
  label,
  error,
  loaders,
  userId,
}: FieldProps) {
  const medias = mediaListOf(value);
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap="xs" mt={4}>
        <MediaList medias={medias} loaders={loaders} onChange={onChange} />
        <div>
          <LibraryButton
            library={libraryOf(field.mediaLibrary)}
            loaders={loaders}
            userId={userId}
            isMultiple
            onAdd={(added) => onChange(addMedia(medias, added))}
          />
        </div>
      </Stack>
    </Input.Wrapper>
  );
}
