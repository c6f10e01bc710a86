import '@mantine/dropzone/styles.css';
import { Group, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert';
import type { MediaLibrary, PickerMedia } from '../media-picker';
import type { FormFieldLoaders } from './form-field-types';
import { failureDetail } from './use-field-options';

interface MediaDropZoneProps {
  label: string;
  library: MediaLibrary;
  loaders: FormFieldLoaders;
  isMultiple?: boolean;
  onUploaded: (medias: PickerMedia[]) => void;
}

/** Drop or choose files from disk; each is uploaded to the field's library and then chosen. */
export function MediaDropZone({
  label,
  library,
  loaders,
  isMultiple = false,
  onUploaded,
}: MediaDropZoneProps) {
  const { t } = useTranslation();
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = async (files: File[]) => {
    setIsUploading(true);
    setFailure(null);
    try {
      onUploaded(await Promise.all(files.map((file) => loaders.uploadFile(file, library))));
    } catch (error) {
      setFailure(failureDetail(error));
    } finally {
      setIsUploading(false);
    }
  };
  return (
    <>
      <Dropzone
        onDrop={(files) => void upload(files)}
        multiple={isMultiple}
        loading={isUploading}
        radius="md"
        p="sm"
        aria-label={t('formFields.media.dropZone', { label })}
        accept={['image/*', 'video/*']}
      >
        <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
          <IconCloudUpload size={28} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Text size="sm">{t('formFields.media.dropHere')}</Text>
        </Group>
      </Dropzone>
      {failure && <ErrorAlert title={t('formFields.media.uploadFailed')}>{failure}</ErrorAlert>}
    </>
  );
}
