import { Group, Paper, Select, Stack } from '@mantine/core';
import type { FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FilterBuilder, type FilterSearches } from '@/kit/filter-builder';
import {
  savedFilterQuery,
  savedFiltersQuery,
  useDeleteFilter,
  useSaveFilter,
  type SavedFilterKind,
} from '@/shared/saved-filters/saved-filters';
import { FilterOutsideReachNotice } from './filter-outside-reach-notice';

export interface SavedFilterPanelProps {
  kind: SavedFilterKind;
  searches: FilterSearches;
  /** The chooser's label and placeholder. */
  labels: { saved: string; choose: string };
  canEdit: boolean;
  /** Offer Layers (the account has formats with several layers). */
  showLayers?: boolean;
  hasScreenStatus?: boolean;
  /** The saved filter named by the address, if any. */
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
  /** Beside the chooser, for the chosen filter (a forecast, say). */
  actions?: ReactNode;
}

/** The filter builder of a list with the account's saved filters of one kind to choose from. */
export function SavedFilterPanel(props: SavedFilterPanelProps) {
  const filters = useQuery(savedFiltersQuery(props.kind));
  const open = useQuery({
    ...savedFilterQuery(props.kind, props.filterCode ?? ''),
    enabled: props.filterCode !== null,
  });
  const save = useSaveFilter(props.kind.calls, props.kind.filtersKey);
  const remove = useDeleteFilter(props.kind.calls, props.kind.filtersKey, () =>
    props.onFilterCodeChange(null),
  );
  const summaries = filters.data ?? [];
  const savedFilter = props.filterCode !== null ? (open.data ?? null) : null;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={props.labels.saved}
            placeholder={props.labels.choose}
            data={summaries.map((filter) => ({
              value: filter.filterCode,
              label: filter.filterName,
            }))}
            value={props.filterCode}
            onChange={props.onFilterCodeChange}
            clearable
            searchable
            w={360}
            maw="100%"
          />
          {props.actions}
        </Group>
        {savedFilter && <FilterOutsideReachNotice outsideReach={savedFilter.outsideReach} />}
        {/* A new key per saved filter starts the builder's rows from that filter. */}
        <FilterBuilder
          key={savedFilter?.filterCode ?? 'new'}
          searches={props.searches}
          showLayers={props.showLayers}
          hasScreenStatus={props.hasScreenStatus}
          onConditionChange={props.onConditionChange}
          savedFilter={savedFilter}
          savedFilters={summaries}
          hasPermissionToEditFilter={props.canEdit}
          onSave={async (payload) => {
            props.onFilterCodeChange(await save.mutateAsync(payload));
          }}
          onDelete={async (code) => {
            await remove.mutateAsync(code);
          }}
        />
      </Stack>
    </Paper>
  );
}
