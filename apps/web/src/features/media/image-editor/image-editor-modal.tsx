// Mantine's sheets for the components used here load with this chunk, not the entry.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NumberInput.css';
import { Box, Button, Flex, Group, Modal, Text } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { editedImageName } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitLoader } from '@/kit/loader';
import { CropStage } from './crop-stage';
import { exportPng } from './export-image';
import { ImageEditorPanel } from './image-editor-panel';
import type { Size } from './image-editor-math';
import { SaveImageModal, type SaveMode } from './save-image-modal';
import { useImageEdits } from './use-image-edits';

export interface ImageEditorProps {
  opened: boolean;
  onClose: () => void;
  mediaCode: string;
  displayName: string;
  /** The image's bytes (spec 001 section 7: images are fetched as blobs). */
  loadImage: (mediaCode: string) => Promise<Blob>;
  lookupName: (fileName: string) => Promise<boolean>;
  /** Uploads the PNG; replace mode overwrites the file of that name. */
  saveImage: (png: File, mode: SaveMode) => Promise<void>;
}

interface LoadedImage {
  url: string;
  element: HTMLImageElement;
  size: Size;
}

async function decode(blob: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(blob);
  const element = new Image();
  element.src = url;
  await element.decode();
  return { url, element, size: { width: element.naturalWidth, height: element.naturalHeight } };
}

/** The image editor (spec 002 section 2): crop, rotate, zoom and resize, saved as PNG. */
export default function ImageEditorModal(props: ImageEditorProps) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: ['media', 'editorImage', props.mediaCode],
    queryFn: async () => decode(await props.loadImage(props.mediaCode)),
    enabled: props.opened,
    gcTime: 0,
    staleTime: Infinity,
  });
  const url = image.data?.url;
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      title={
        <Text fw={650} size="lg">
          {t('media.editor.title', { name: props.displayName })}
        </Text>
      }
      styles={{ body: { height: 'calc(100dvh - 64px)' } }}
    >
      {image.isPending && <KitLoader />}
      {image.isError && <ErrorAlert>{t('media.editor.loadFailed')}</ErrorAlert>}
      {image.data && <Editor {...props} image={image.data} />}
    </Modal>
  );
}

function Editor({ image, ...props }: ImageEditorProps & { image: LoadedImage }) {
  const { t } = useTranslation();
  const editing = useImageEdits(image.size);
  const [isSaveOpen, setIsSaveOpen] = useState(false);
  const [proposedName] = useState(() => editedImageName(props.displayName, new Date()));

  const save = async (fileName: string, mode: SaveMode) => {
    const png = await exportPng(image.element, image.size, editing.edits);
    await props.saveImage(new File([png], fileName, { type: 'image/png' }), mode);
    setIsSaveOpen(false);
    props.onClose();
  };

  return (
    <Box
      h="100%"
      display="grid"
      style={{ gridTemplateRows: 'minmax(0, 1fr) auto', gap: 'var(--mantine-spacing-md)' }}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" mih={0}>
        <Box flex={1} mih={{ base: 320, md: 0 }}>
          <CropStage
            imageUrl={image.url}
            source={image.size}
            rotation={editing.edits.rotation}
            zoom={editing.edits.zoom}
            crop={editing.edits.crop}
            onCropChange={editing.setCrop}
          />
        </Box>
        <Box w={{ base: '100%', md: 300 }}>
          <ImageEditorPanel editing={editing} />
        </Box>
      </Flex>
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onClose}>
          {t('media.editor.cancel')}
        </Button>
        <Button onClick={() => setIsSaveOpen(true)}>{t('media.editor.saveAs')}</Button>
      </Group>
      {isSaveOpen && (
        <SaveImageModal
          opened
          onClose={() => setIsSaveOpen(false)}
          proposedName={proposedName}
          lookupName={props.lookupName}
          onSave={save}
        />
      )}
    </Box>
  );
}
