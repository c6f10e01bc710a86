import { Stack } from '@mantine/core';
import type { MediaValue } from '@marquee/domain';
import { ChosenMedia } from './chosen-media';
import type { FormFieldLoaders } from './form-field-types';

interface MediaListProps {
  medias: readonly MediaValue[];
  loaders: FormFieldLoaders;
  onChange: (medias: MediaValue[]) => void;
}

/** The media of a multiple media field, each removable. */
export function MediaList({ medias, loaders, onChange }: MediaListProps) {
  return (
    <Stack gap={6}>
      {medias.map((media, index) => (
        <ChosenMedia
          key={media.mediaCode}
          mediaCode={media.mediaCode}
          loaders={loaders}
          onClear={() => onChange(medias.filter((_, at) => at !== index))}
        />
      ))}
    </Stack>
  );
}
