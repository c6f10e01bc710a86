import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPicker, type MediaLibrary, type PickerMedia } from '../media-picker';
import type { FormFieldLoaders } from './form-field-types';

interface LibraryButtonProps {
  library: MediaLibrary;
  loaders: FormFieldLoaders;
  userId: string;
  isMultiple?: boolean;
  onAdd: (medias: PickerMedia[]) => void;
}

/** "Choose from library": the kit's media picker ("Choose media") over the field's library. */
export function LibraryButton({
  library,
  loaders,
  userId,
  isMultiple = false,
  onAdd,
}: LibraryButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPhoto size={14} />}
        onClick={() => setOpened(true)}
      >
        {t('formFields.media.chooseFromLibrary')}
      </Button>
      {opened && (
        <MediaPicker
          opened
          onClose={() => setOpened(false)}
          onAdd={onAdd}
          search={loaders.searchMedia}
          library={library}
          userId={userId}
          isMultiple={isMultiple}
        />
      )}
    </>
  );
}
