import { Paper, Select, Stack } from '@mantine/core';
import { can, type FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '@/kit/filter-builder';
import { useSessionUser } from '@/lib/session/session-user';
import {
  multiLayerQuery,
  playerFilterQuery,
  playerFiltersQuery,
  screensFilterSearches,
  toSavedFilter,
  useDeletePlayerFilter,
  useSavePlayerFilter,
} from './screens-filters.api';

interface ScreensFilterPanelProps {
  /** The saved filter named by the address, if any. */
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the screens, with the account's saved player filters. */
export default function ScreensFilterPanel(props: ScreensFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const filters = useQuery(playerFiltersQuery());
  const isMultiLayer = useQuery(multiLayerQuery());
  const open = useQuery({
    ...playerFilterQuery(props.filterCode ?? ''),
    enabled: props.filterCode !== null,
  });
  const save = useSavePlayerFilter();
  const remove = useDeletePlayerFilter(() => props.onFilterCodeChange(null));
  const summaries = (filters.data ?? []).map((filter) => ({
    filterCode: filter.playerFilterCode,
    filterName: filter.playerFilterName,
  }));
  const savedFilter = props.filterCode !== null && open.data ? toSavedFilter(open.data) : null;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack gap="sm">
        <Select
          label={t('screens.filters.saved')}
          placeholder={t('screens.filters.choose')}
          data={summaries.map((filter) => ({ value: filter.filterCode, label: filter.filterName }))}
          value={props.filterCode}
          onChange={props.onFilterCodeChange}
          clearable
          searchable
          maw={360}
        />
        {/* A new key per saved filter starts the builder's rows from that filter. */}
        <FilterBuilder
          key={savedFilter?.filterCode ?? 'new'}
          searches={screensFilterSearches}
          showLayers={isMultiLayer.data === true}
          onConditionChange={props.onConditionChange}
          savedFilter={savedFilter}
          savedFilters={summaries}
          hasPermissionToEditFilter={can(user, 'Screens', 'edit')}
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
