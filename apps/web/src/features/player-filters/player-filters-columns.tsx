import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/kit/data-table';
import type { PlayerFilter } from './player-filters.api';
import { nodeTypesOf } from './saved-filter-view';

export type PlayerFilterRow = PlayerFilter & { id: string };

export function toPlayerFilterRow(filter: PlayerFilter): PlayerFilterRow {
  return { ...filter, id: filter.playerFilterCode };
}

/** The saved filters list: the name opens the filter, the conditions say what it looks at. */
export function playerFilterColumns(
  t: TFunction,
  selectedCode: string | null,
  onOpen: (filterCode: string) => void,
): DataTableColumn<PlayerFilterRow>[] {
  return [
    {
      id: 'name',
      name: t('playerFilters.columns.name'),
      locked: true,
      orderBy: 'name',
      // A link-like button wraps long names instead of pushing the other column out of view.
      render: (filter) => (
        <Anchor
          component="button"
          type="button"
          ta="left"
          size="sm"
          fw={filter.playerFilterCode === selectedCode ? 700 : 500}
          aria-label={t('playerFilters.open', { name: filter.playerFilterName })}
          aria-current={filter.playerFilterCode === selectedCode ? 'true' : undefined}
          onClick={() => onOpen(filter.playerFilterCode)}
        >
          {filter.playerFilterName}
        </Anchor>
      ),
    },
    {
      id: 'conditions',
      name: t('playerFilters.columns.conditions'),
      render: (filter) => (
        <Text size="sm" c="dimmed">
          {nodeTypesOf(filter)
            .map((nodeType) => t(`kit.filter.nodeTypes.${nodeType}`))
            .join(', ')}
        </Text>
      ),
    },
  ];
}
