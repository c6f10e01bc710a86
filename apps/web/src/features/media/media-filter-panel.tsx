import { Paper, Select, Stack } from '@mantine/core';
import { can, type FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBuilder } from '@/kit/filter-builder';
import { useSessionUser } from '@/lib/session/session-user';
import {
  mediaFilterQuery,
  mediaFilterSearches,
  mediaFiltersQuery,
  toSavedFilter,
  useDeleteMediaFilter,
  useSaveMediaFilter,
} from './media-filters.api';

interface MediaFilterPanelProps {
  /** The saved filter named by the address, if any. */
  filterCode: string | null;
  onFilterCodeChange: (filterCode: string | null) => void;
  onConditionChange: (condition: FilterCondition | null) => void;
}

/** The filter builder over the library, with the account's saved media filters. */
export default function MediaFilterPanel(props: MediaFilterPanelProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const filters = useQuery(mediaFiltersQuery());
  const open = useQuery({
    ...mediaFilterQuery(props.filterCode ?? ''),
    enabled: props.filterCode !== null,
  });
  const save = useSaveMediaFilter();
  const remove = useDeleteMediaFilter(() => props.onFilterCodeChange(null));
  const summaries = (filters.data ?? []).map((filter) => ({
    filterCode: filter.mediaFilterCode,
    filterName: filter.mediaFilterName,
  }));
  const savedFilter = props.filterCode !== null && open.data ? toSavedFilter(open.data) : null;

  return (
    <Paper withBorder radius="md" p="md" mb="md">
      <Stack gap="sm">
        <Select
          label={t('media.filters.saved')}
          placeholder={t('media.filters.choose')}
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
          searches={mediaFilterSearches}
          hasScreenStatus={false}
          onConditionChange={props.onConditionChange}
          savedFilter={savedFilter}
          savedFilters={summaries}
          hasPermissionToEditFilter={can(user, 'MediaLibrary', 'edit')}
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
