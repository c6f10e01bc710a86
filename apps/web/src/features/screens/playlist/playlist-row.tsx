// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useSortable } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Box, Checkbox, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import {
  IconCalendarTime,
  IconGripVertical,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { hasDuration } from './playlist-duration';
import { PlaylistDurationInput } from './playlist-duration-input';
import { MediaThumbnail } from '@/kit/media-thumbnail';
import { useMediaPreview } from '@/shared/media-preview';
import { thumbnailAddress } from './playlist.api';

/** What plays when a row sets no duration of its own. */
export const defaultDurationSeconds = 10;

export type PlaylistRowAction = 'toggle' | 'schedule' | 'delete';

interface PlaylistRowProps {
  row: MediaRow;
  isSelected: boolean;
  canEdit: boolean;
  onSelect: (isSelected: boolean) => void;
  onAction: (action: PlaylistRowAction) => void;
  onDuration: (seconds: number) => void;
}

const mediaTypes = ['Photo', 'Video', 'HtmlAd', 'WebPage', 'File'] as const;
const isMediaType = (type: string): type is (typeof mediaTypes)[number] =>
  mediaTypes.some((known) => known === type);
const hasRasterThumbnail = (type: string) => type === 'Photo' || type === 'Video';
// Wider than the kit's row thumbnail: a 16:9 frame, as screens show.
const thumbSize = { '--media-thumb-width': '64px', '--media-thumb-height': '36px' };

/**
 * The media's thumbnail, opening its preview for a user who may view media (an eye-off for
 * others); only photos and videos have one, so a web page, a template or a file shows its
 * type's icon without asking.
 */
export function PlaylistThumb({
  row,
}: {
  row: Pick<MediaRow, 'mediaCode' | 'mediaType' | 'displayName'>;
}) {
  const preview = useMediaPreview();
  const open = preview.open;
  const type = isMediaType(row.mediaType) ? row.mediaType : 'File';
  return (
    <Box __vars={thumbSize}>
      <MediaThumbnail
        mediaType={type}
        name={row.displayName}
        src={hasRasterThumbnail(type) ? thumbnailAddress(row.mediaCode) : null}
        variant="row"
        isHidden={!preview.canPreview}
        onPreview={open && (() => open(row.mediaCode))}
      />
      {preview.modal}
    </Box>
  );
}

/** One media row: drag handle, selection, name, duration, schedule, play or pause, delete. */
export function PlaylistRow({ row, isSelected, canEdit, ...props }: PlaylistRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.broadcastMediaCode,
    disabled: !canEdit,
  });
  const isPaused = row.status === 'paused';
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="xs"
      data-testid="playlist-row"
      style={{
        // Moved only, never scaled: rows of different heights keep their own size while dragged.
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition: transition,
        opacity: isPaused ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <Group gap="sm" wrap="wrap">
        {canEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('playlist.drag', { name: row.displayName })}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        )}
        {canEdit && (
          <Checkbox
            aria-label={t('playlist.select', { name: row.displayName })}
            checked={isSelected}
            onChange={(event) => props.onSelect(event.currentTarget.checked)}
          />
        )}
        <PlaylistThumb row={row} />
        <div style={{ flex: '1 1 160px', minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {row.displayName}
          </Text>
          <Group gap={4}>
            <Badge size="xs" variant="light" color="gray">
              {t(`playlist.types.${row.mediaType}`, { defaultValue: row.mediaType })}
            </Badge>
            {row.periods.length > 0 && (
              <Badge size="xs" variant="light" color="blue">
                {t('playlist.scheduled')}
              </Badge>
            )}
            {isPaused && (
              <Badge size="xs" variant="light" color="yellow">
                {t('playlist.paused')}
              </Badge>
            )}
          </Group>
        </div>
        {hasDuration(row.mediaType) ? (
          <PlaylistDurationInput
            name={row.displayName}
            seconds={row.durationSeconds}
            defaultSeconds={defaultDurationSeconds}
            disabled={!canEdit}
            onCommit={props.onDuration}
          />
        ) : (
          <Text size="xs" c="dimmed" w={150}>
            {t('playlist.toEnd')}
          </Text>
        )}
        {canEdit && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('playlist.schedule')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('playlist.scheduleOf', { name: row.displayName })}
                onClick={() => props.onAction('schedule')}
              >
                <IconCalendarTime size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={isPaused ? t('playlist.play') : t('playlist.pause')}>
              <ActionIcon
                variant="subtle"
                aria-label={t(isPaused ? 'playlist.playOf' : 'playlist.pauseOf', {
                  name: row.displayName,
                })}
                onClick={() => props.onAction('toggle')}
              >
                {isPaused ? <IconPlayerPlay size={18} /> : <IconPlayerPause size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('playlist.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('playlist.deleteOf', { name: row.displayName })}
                onClick={() => props.onAction('delete')}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
