import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Media, MediaTag } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { RowLink, rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import type { MediaRowAction } from './media-actions';
import classes from './media-page.module.css';
import { MediaThumb } from './media-thumb';

export type MediaRow = Media & { id: string };

export function toMediaRow(media: Media): MediaRow {
  return { ...media, id: media.mediaCode };
}

export interface MediaColumnHandlers {
  /** Whether the user may view media, so thumbnails open the preview. */
  canPreview: boolean;
  onPreview: (media: Media) => void;
  actionsOf: (media: Media) => MediaRowAction[];
  onAction: (action: MediaRowAction, media: Media) => void;
}

function formatDate(value: string, language: string) {
  return new Date(value).toLocaleDateString(language.replace('_', '-'), { dateStyle: 'medium' });
}

export function tagColor(tag: MediaTag): string | undefined {
  const value = tag.tagAttribute[0]?.attributeValue;
  return value && value !== 'transparent' ? value : undefined;
}

export function MediaTags({ tags }: { tags: readonly MediaTag[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge
          key={tag.tagCode}
          size="sm"
          variant={tagColor(tag) ? 'filled' : 'outline'}
          color={tagColor(tag) ?? 'gray'}
          autoContrast
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The spec's media columns (001 section 2) with its sortable fields. */
export function mediaColumns(
  t: TFunction,
  language: string,
  handlers: MediaColumnHandlers,
): DataTableColumn<MediaRow>[] {
  const layoutOf = (media: Media) =>
    media.orientation ? t(`mediaPicker.orientations.${media.orientation}`) : '';
  return [
    { id: 'checkbox', checkbox: true },
    {
      id: 'thumbnail',
      name: t('media.columns.thumbnail'),
      defaultWidth: 88,
      render: (media) => (
        <MediaThumb
          media={media}
          variant="row"
          canPreview={handlers.canPreview}
          onPreview={handlers.onPreview}
        />
      ),
    },
    {
      id: 'mediaName',
      name: t('media.columns.mediaName'),
      locked: true,
      orderBy: 'MediaName',
      defaultWidth: 280,
      render: (media) => (
        <Stack gap={0} miw={0}>
          <RowLink
            className={classes.name}
            title={media.displayName}
            onClick={() => handlers.onPreview(media)}
          >
            {media.displayName}
          </RowLink>
          <Text size="xs" c="dimmed">
            {t(`mediaPicker.types.${media.mediaType}`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'uploaded',
      name: t('media.columns.uploaded'),
      orderBy: 'RegisteredDateTime',
      defaultWidth: 130,
      isOneLine: true,
      render: (media) => formatDate(media.registeredDateTime, language),
    },
    {
      id: 'modified',
      name: t('media.columns.modified'),
      orderBy: 'ModifiedDateTime',
      enabled: false,
      defaultWidth: 130,
      isOneLine: true,
      render: (media) => formatDate(media.modifiedDateTime, language),
    },
    {
      id: 'template',
      name: t('media.columns.template'),
      enabled: false,
      attributeName: 'mediaSpecificInformation.templateName',
    },
    {
      id: 'tags',
      name: t('media.columns.tags'),
      defaultWidth: 200,
      render: (media) => <MediaTags tags={media.tags} />,
    },
    {
      id: 'layout',
      name: t('media.columns.layout'),
      orderBy: 'Layout',
      defaultWidth: 110,
      isOneLine: true,
      render: layoutOf,
    },
    {
      id: 'resolution',
      name: t('media.columns.resolution'),
      orderBy: 'Resolution',
      defaultWidth: 120,
      isOneLine: true,
      render: (media) => media.resolution,
    },
    rowOptionsColumn<MediaRow, MediaRowAction>({
      label: (media) => t('media.optionsFor', { name: media.displayName }),
      options: (media) =>
        handlers.actionsOf(media).map((action) => ({
          action,
          label: t(`media.actions.${action}`),
        })),
      onAction: handlers.onAction,
    }),
  ];
}
