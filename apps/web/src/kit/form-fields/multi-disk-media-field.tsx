import { Input, Stack } from '@mantine/core';
import type { FieldProps } from './form-field-types';
import { libraryOf } from './media-field';
import { MediaDropZone } from './media-drop-zone';
import { MediaList } from './media-list';
import { addMedia, mediaListOf } from './media-value';

/** Several media uploaded from disk, each kept in the field's library. */
export function MultiDiskMediaField({ field, value, onChange, label, error, loaders }: FieldProps) {
  const medias = mediaListOf(value);
  return (
    <Input.Wrapper label={label} error={error} required={field.required}>
      <Stack gap="xs" mt={4}>
        <MediaList medias={medias} loaders={loaders} onChange={onChange} />
        <MediaDropZone
          label={label}
          library={libraryOf(field.mediaLibrary)}
          loaders={loaders}
          isMultiple
          onUploaded={(added) => onChange(addMedia(medias, added))}
        />
      </Stack>
    </Input.Wrapper>
  );
}
