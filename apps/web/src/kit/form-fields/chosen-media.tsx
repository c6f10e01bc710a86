import { ActionIcon, Anchor, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mediaTypeOf, PickerThumbnail } from '../media-picker';
import type { FormFieldLoaders } from './form-field-types';
import { useLoaded } from './use-loaded';

interface ChosenMediaProps {
  mediaCode: string;
  loaders: FormFieldLoaders;
  onClear: () => void;
}

/**
 * A chosen media: its thumbnail (opening its preview where the app offers one) and name, loaded
 * by code, a clear button, and for a sign a link to edit it.
 */
export function ChosenMedia({ mediaCode, loaders, onClear }: ChosenMediaProps) {
  const { t } = useTranslation();
  const loaded = useLoaded(mediaCode, loaders.loadMedia);
  const media = loaded.status === 'success' ? loaded.data : { mediaCode, displayName: mediaCode };
  const previewMedia = loaders.previewMedia;
  const signHref =
    mediaTypeOf(media) === 'HtmlAd' ? loaders.signEditorHref?.(mediaCode) : undefined;
  return (
    <Paper withBorder radius="sm" p={6}>
      <Group gap="sm" wrap="nowrap">
        <PickerThumbnail
          media={media}
          variant="row"
          onPreview={previewMedia ? () => previewMedia(mediaCode) : undefined}
        />
        <Text size="sm" flex={1} truncate="end" title={media.displayName}>
          {media.displayName}
        </Text>
        {signHref && (
          <Anchor href={signHref} size="sm">
            {t('formFields.media.editSign')}
          </Anchor>
        )}
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('formFields.media.clear', { name: media.displayName })}
          onClick={onClear}
        >
          <IconX size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
