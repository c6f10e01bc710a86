import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { RowLink, type DataTableColumn } from '@/kit/data-table';
import type { PlayerFilter } from './saved-filters.api';
import { nodeTypesOf } from './saved-filter-view';

export type SavedFilterRow = PlayerFilter & { id: string };

export function toSavedFilterRow(filter: PlayerFilter): SavedFilterRow {
  return { ...filter, id: filter.playerFilterCode };
}

/** The saved filters list: the name opens the filter, the conditions say what it looks at. */
export function savedFilterColumns(
  t: TFunction,
  selectedCode: string | null,
  onOpen: (filterCode: string) => void,
): DataTableColumn<SavedFilterRow>[] {
  return [
    {
      id: 'name',
      name: t('savedFilters.columns.name'),
      locked: true,
      orderBy: 'name',
      render: (filter) => (
        <RowLink
          isCurrent={filter.playerFilterCode === selectedCode}
          aria-label={t('savedFilters.open', { name: filter.playerFilterName })}
          onClick={() => onOpen(filter.playerFilterCode)}
        >
          {filter.playerFilterName}
        </RowLink>
      ),
    },
    {
      id: 'conditions',
      name: t('savedFilters.columns.conditions'),
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
