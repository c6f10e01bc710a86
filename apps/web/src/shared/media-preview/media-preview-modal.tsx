// Mantine's sheets for the components used here load with this chunk, not the entry.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Box,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  IconRotate,
  IconRotateClockwise,
  IconX,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  logLoadFailure,
  MediaPlaceholder,
  mediaThumbnailClasses,
  type MediaPlaceholderKind,
  type MediaType,
} from '@/kit/media-thumbnail';
import { PreviewFrame } from './preview-frame';
import { otherRatio, stepPreviewZoom, stepRotation, type PreviewRatio } from './preview-view';
import { WebPagePreview } from './web-page-preview';

export interface PreviewMedia {
  mediaCode: string;
  /** For a web page, the page's address. */
  displayName: string;
  mediaType: MediaType;
  /** The preview address with its access token; none for a web page. */
  previewUrl: string | null;
  orientation?: string | null;
  /** The preview is still being made: the modal waits for it rather than giving up. */
  isProcessing?: boolean;
}

export interface MediaPreviewModalProps {
  opened: boolean;
  onClose: () => void;
  media: PreviewMedia;
  /** The options menu of the media, placed beside its name. */
  menu?: ReactNode;
}

const isFramed = (type: MediaType) => type === 'HtmlAd' || type === 'WebPage';
const previewableTypes: readonly MediaType[] = ['Photo', 'Video', 'HtmlAd', 'WebPage'];
const isPreviewable = (media: PreviewMedia) => previewableTypes.includes(media.mediaType);

/**
 * The media preview (spec 002 section 2): video, image, sign or web page, loading until the
 * media is ready; zoom in 0.1 steps and rotation in 45 degree steps; signs and web pages
 * switch between 16:9 and 9:16.
 */
export default function MediaPreviewModal({
  opened,
  onClose,
  media,
  menu,
}: MediaPreviewModalProps) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [ratio, setRatio] = useState<PreviewRatio>(
    media.orientation === 'Portrait' ? '9:16' : '16:9',
  );
  const [isReady, setIsReady] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const ready = useCallback(() => setIsReady(true), []);
  const fail = useCallback(() => {
    setHasFailed(true);
    setIsReady(true);
  }, []);

  const hasNoPreview = media.mediaType !== 'WebPage' && !media.previewUrl && !media.isProcessing;
  const missing = missingKind(media.mediaType, hasFailed, hasNoPreview);
  const isUnavailable = hasFailed || hasNoPreview || !isPreviewable(media);

  const tool = (label: string, onClick: () => void, icon: ReactNode) => (
    <Tooltip label={label}>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      withCloseButton={false}
      padding={0}
      styles={{ body: { height: '100dvh', display: 'flex', flexDirection: 'column' } }}
    >
      <Group justify="space-between" p="sm" gap="sm" wrap="nowrap" bg="var(--mantine-color-body)">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Tooltip label={t('mediaPreview.close')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={t('mediaPreview.close')}
              onClick={onClose}
            >
              <IconX size={20} />
            </ActionIcon>
          </Tooltip>
          <Text fw={650} truncate="end" title={media.displayName}>
            {media.displayName}
          </Text>
          {menu}
        </Group>
        <Group gap={6} wrap="wrap" justify="flex-end">
          {isFramed(media.mediaType) && (
            <SegmentedControl
              aria-label={t('mediaPreview.ratio')}
              size="xs"
              value={ratio}
              onChange={(value) => setRatio(value as PreviewRatio)}
              data={[ratio, otherRatio(ratio)].sort().reverse()}
            />
          )}
          {tool(
            t('mediaPreview.zoomOut'),
            () => setZoom((z) => stepPreviewZoom(z, -1)),
            <IconZoomOut size={18} />,
          )}
          <Text size="sm" w={52} ta="center" style={{ whiteSpace: 'nowrap' }} data-zoom={zoom}>
            {Math.round(zoom * 100)} %
          </Text>
          {tool(
            t('mediaPreview.zoomIn'),
            () => setZoom((z) => stepPreviewZoom(z, 1)),
            <IconZoomIn size={18} />,
          )}
          {tool(
            t('mediaPreview.rotateLeft'),
            () => setRotation((r) => stepRotation(r, -1)),
            <IconRotate size={18} />,
          )}
          {tool(
            t('mediaPreview.rotateRight'),
            () => setRotation((r) => stepRotation(r, 1)),
            <IconRotateClockwise size={18} />,
          )}
        </Group>
      </Group>
      <Box
        flex={1}
        mih={0}
        pos="relative"
        bg="dark.7"
        style={{ overflow: 'auto' }}
        data-testid="media-preview-stage"
      >
        {!isReady && !isUnavailable && (
          <Box
            pos="absolute"
            inset={0}
            style={{ display: 'grid', placeItems: 'center', zIndex: 1 }}
          >
            <Loader color="gray.3" aria-label={t('mediaPreview.loading')} />
          </Box>
        )}
        <Box
          h="100%"
          p="md"
          style={{
            transform: `scale(${zoom}) rotate(${rotation}deg)`,
            transition: 'transform 120ms ease-out',
          }}
          data-rotation={rotation}
        >
          {missing ? (
            <Box h="100%" display="grid" style={{ placeItems: 'center' }}>
              <Box w="100%" maw={960}>
                <MediaPlaceholder
                  kind={missing}
                  iconSize={56}
                  withText
                  className={mediaThumbnailClasses.tileThumb}
                />
              </Box>
            </Box>
          ) : isUnavailable ? (
            <Text c="gray.3" ta="center" pt="xl" role="alert">
              {t('mediaPreview.unavailable')}
            </Text>
          ) : (
            <PreviewContent media={media} ratio={ratio} onReady={ready} onFail={fail} />
          )}
        </Box>
      </Box>
    </Modal>
  );
}

/** A video without its file shows the placeholder video, an image that failed the broken image. */
function missingKind(
  type: MediaType,
  hasFailed: boolean,
  hasNoPreview: boolean,
): MediaPlaceholderKind | null {
  if (type === 'Video' && (hasFailed || hasNoPreview)) return 'missingVideo';
  return type === 'Photo' && hasFailed ? 'brokenImage' : null;
}

interface ContentProps {
  media: PreviewMedia;
  ratio: PreviewRatio;
  onReady: () => void;
  onFail: () => void;
}

const fill = { width: '100%', height: '100%', objectFit: 'contain' } as const;

function PreviewContent({ media, ratio, onReady, onFail }: ContentProps) {
  const { t } = useTranslation();
  if (media.mediaType === 'WebPage') {
    return (
      <PreviewFrame ratio={ratio}>
        <WebPagePreview address={media.displayName} onReady={onReady} />
      </PreviewFrame>
    );
  }
  const previewUrl = media.previewUrl;
  if (!previewUrl) return null;
  // Only logged (001 section 8): the placeholder says it on the page.
  const failed = () => {
    logLoadFailure(previewUrl);
    onFail();
  };
  if (media.mediaType === 'Video') {
    return (
      <video
        src={previewUrl}
        controls
        autoPlay
        muted
        playsInline
        style={fill}
        aria-label={media.displayName}
        onLoadedData={onReady}
        onError={failed}
      />
    );
  }
  if (media.mediaType === 'HtmlAd') {
    return (
      <PreviewFrame ratio={ratio}>
        <iframe
          src={previewUrl}
          title={t('mediaPreview.signTitle', { name: media.displayName })}
          sandbox="allow-scripts"
          style={{ width: '100%', height: '100%', border: 0 }}
          onLoad={onReady}
          onError={onFail}
        />
      </PreviewFrame>
    );
  }
  return (
    <img src={previewUrl} alt={media.displayName} style={fill} onLoad={onReady} onError={failed} />
  );
}
