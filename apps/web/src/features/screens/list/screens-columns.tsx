import { Anchor, Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { PlayerStatusBadge } from '@/shared/players/player-status-badge';
import type { ScreenRow } from '../screens.api';

export const screenRowActions = ['settings', 'playlist', 'reboot', 'delete'] as const;
export type ScreenRowAction = (typeof screenRowActions)[number];

/** The playlist page of a screen (001 section 2); the name is in the address for breadcrumbs. */
export function playlistPath(screen: Pick<ScreenRow, 'id' | 'name'>): string {
  return `/screens/${encodeURIComponent(screen.id)}/${encodeURIComponent(screen.name)}/playlist`;
}

export function ScreenTags({ tags }: { tags: ScreenRow['tags'] }) {
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge
          key={tag.tagCode}
          variant="outline"
          color="gray"
          leftSection={tag.color ? <ColorSwatch color={tag.color} size={8} /> : undefined}
        >
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

export function ScreenName({ screen }: { screen: ScreenRow }) {
  return (
    <Anchor component={Link} to={playlistPath(screen)} size="sm" fw={500}>
      {screen.name}
    </Anchor>
  );
}

/**
 * The spec's screens columns (001 section 2); the sortable ones carry the search's OrderBy.
 * Without `onAction` (a viewer who may not edit) there is nothing to select or act on.
 */
export function screensColumns(
  t: TFunction,
  onAction?: (action: ScreenRowAction, screen: ScreenRow) => void,
): DataTableColumn<ScreenRow>[] {
  const columns: DataTableColumn<ScreenRow>[] = [
    {
      id: 'playerName',
      name: t('screens.columns.playerName'),
      orderBy: 'Name',
      locked: true,
      defaultWidth: 200,
      render: (screen) => <ScreenName screen={screen} />,
    },
    {
      id: 'orientation',
      name: t('screens.columns.orientation'),
      defaultWidth: 130,
      render: (screen) => t(`screens.mounted.${screen.mountedDirection}`),
    },
    {
      id: 'location',
      name: t('screens.columns.location'),
      orderBy: 'Location',
      defaultWidth: 150,
      render: (screen) =>
        screen.locationName ?? (
          <Text size="sm" c="dimmed">
            {t('screens.noLocation')}
          </Text>
        ),
    },
    {
      id: 'tags',
      name: t('screens.columns.tags'),
      defaultWidth: 160,
      render: (screen) => <ScreenTags tags={screen.tags} />,
    },
    {
      id: 'status',
      name: t('screens.columns.status'),
      orderBy: 'Status',
      // Wide enough for "No contact for 59 minutes" and its translations whole.
      defaultWidth: 230,
      isOneLine: true,
      render: (screen) => <PlayerStatusBadge status={screen.status} t={t} />,
    },
    {
      id: 'playsToday',
      name: t('screens.columns.playsToday'),
      defaultWidth: 120,
      render: (screen) => screen.playsToday,
    },
    {
      id: 'layers',
      name: t('screens.columns.layers'),
      defaultWidth: 140,
      enabled: false,
      render: (screen) => screen.layers.map((layer) => layer.name).join(', '),
    },
  ];
  if (!onAction) return columns;
  return [
    { id: 'checkbox', checkbox: true },
    ...columns,
    rowOptionsColumn({
      label: (screen) => t('screens.options', { name: screen.name }),
      options: () =>
        screenRowActions.map((action) => ({ action, label: t(`screens.actions.${action}`) })),
      onAction,
    }),
  ];
}
