import '@mantine/dropzone/styles.css';
import { Box, Group, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { lazy, Suspense, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

// The drop zone's library is shared with the sign editor's media fields; fetched as the zone is
// drawn, it stays out of the library page's own chunk, which would otherwise pass its budget.
const Dropzone = lazy(() =>
  import('@mantine/dropzone').then((module) => ({ default: module.Dropzone })),
);

interface MediaUploadZoneProps {
  accepted: readonly string[];
  onDrop: (files: File[]) => void;
  /** Lets the top bar's upload button open the file chooser. */
  openRef: RefObject<(() => void) | null>;
}

/**
 * Drop files here or choose them. Every file is let through so that one of a refused type gets
 * the spec's message naming the accepted types, rather than vanishing.
 */
export function MediaUploadZone({ accepted, onDrop, openRef }: MediaUploadZoneProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Box mih={90} mb="md" />}>
      <Dropzone
        onDrop={onDrop}
        openRef={openRef}
        multiple
        radius="md"
        p="md"
        mb="md"
        aria-label={t('media.upload.zone')}
        data-testid="media-upload-zone"
      >
        <Group justify="center" gap="md" mih={56} style={{ pointerEvents: 'none' }}>
          <IconCloudUpload size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <div>
            <Text fw={600}>{t('media.upload.dropHere')}</Text>
            <Text size="sm" c="dimmed">
              {t('media.upload.accepted', { accepted: accepted.join(', ') })}
            </Text>
          </div>
        </Group>
      </Dropzone>
    </Suspense>
  );
}
