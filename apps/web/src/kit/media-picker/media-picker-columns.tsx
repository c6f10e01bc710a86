import { Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../data-table';
import { mediaTypeOf, type PickerMedia } from './media-search';
import classes from './media-picker.module.css';
import { MediaTypeIcon } from '../media-thumbnail';
import { PickerThumbnail } from './picker-thumbnail';

/** A table row: the media under its code. Picking ignores allow.edit, so it stays out. */
export interface MediaRow {
  id: string;
  media: PickerMedia;
}

function formatDate(value: string | undefined, language: string) {
  if (!value) return '';
  return new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'medium' }).format(
    new Date(value),
  );
}

function MediaTypeLabel({ media, t }: { media: PickerMedia; t: TFunction }) {
  const type = mediaTypeOf(media);
  return (
    <Group gap={6} wrap="nowrap">
      <MediaTypeIcon type={type} size={16} />
      <span>{t(`mediaPicker.types.${type}`)}</span>
    </Group>
  );
}

export function mediaPickerColumns(
  t: TFunction,
  language: string,
  isMultiple: boolean,
): DataTableColumn<MediaRow>[] {
  return [
    isMultiple ? { id: 'select', checkbox: true } : { id: 'select', radio: true },
    {
      id: 'thumbnail',
      name: t('mediaPicker.columns.thumbnail'),
      defaultWidth: 72,
      render: (row) => <PickerThumbnail media={row.media} variant="row" />,
    },
    {
      id: 'name',
      name: t('mediaPicker.columns.name'),
      orderBy: 'MediaName',
      locked: true,
      defaultWidth: 320,
      render: (row) => (
        <Text size="sm" className={classes.name} title={row.media.displayName}>
          {row.media.displayName}
        </Text>
      ),
    },
    {
      id: 'type',
      name: t('mediaPicker.columns.type'),
      defaultWidth: 130,
      render: (row) => <MediaTypeLabel media={row.media} t={t} />,
    },
    {
      id: 'layout',
      name: t('mediaPicker.columns.layout'),
      orderBy: 'Layout',
      render: (row) =>
        (row.media.orientations ?? [])
          .map((orientation) => t(`mediaPicker.orientations.${orientation}`))
          .join(', '),
    },
    {
      id: 'tags',
      name: t('mediaPicker.columns.tags'),
      render: (row) => (row.media.tags ?? []).join(', '),
    },
    {
      id: 'uploaded',
      name: t('mediaPicker.columns.uploaded'),
      orderBy: 'RegisteredDateTime',
      render: (row) => formatDate(row.media.registeredDateTime, language),
    },
  ];
}

/** A grid tile: the large thumbnail, the name and the type. */
export function MediaTile({ row, t }: { row: MediaRow; t: TFunction }) {
  return (
    <Stack gap={6}>
      <PickerThumbnail media={row.media} variant="tile" />
      <Text size="sm" fw={500} className={classes.name} title={row.media.displayName}>
        {row.media.displayName}
      </Text>
      <Text size="xs" c="dimmed" component="div">
        <MediaTypeLabel media={row.media} t={t} />
      </Text>
    </Stack>
  );
}
