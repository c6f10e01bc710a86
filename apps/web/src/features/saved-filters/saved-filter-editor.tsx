import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterBuilder, type SavedFilterSummary } from '@/kit/filter-builder';
import { KitLoader } from '@/kit/loader';
import { useSessionUser } from '@/lib/session/session-user';
import { consoleFilterSearches } from '@/shared/support/console-filter-searches';
import {
  savedFilterByCodeQuery,
  useDeleteSavedFilter,
  useSaveSavedFilter,
} from './saved-filters.api';
import { toSavedFilter } from './saved-filter-view';

interface SavedFilterEditorProps {
  filterCode: string | null;
  savedFilters: SavedFilterSummary[];
  onSelect: (filterCode: string | null) => void;
}

// The page keeps no live condition: saving reads the builder's own rows.
const ignoreCondition = () => undefined;

/** The filter builder on the open filter (or a new one), saving through the console's API. */
export function SavedFilterEditor({ filterCode, savedFilters, onSelect }: SavedFilterEditorProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const save = useSaveSavedFilter();
  const remove = useDeleteSavedFilter(() => onSelect(null));
  // Until the address drops the deleted filter, asking for it again could only answer 404.
  const isDeleted = remove.isSuccess && remove.variables === filterCode;
  const open = useQuery({
    ...savedFilterByCodeQuery(filterCode ?? ''),
    enabled: filterCode !== null && !isDeleted,
  });
  const savedFilter = filterCode !== null && open.data ? toSavedFilter(open.data) : null;

  if (filterCode !== null && open.isPending) return <KitLoader />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {savedFilter?.filterName ?? t('savedFilters.new')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('savedFilters.hint')}
          </Text>
        </div>
        {open.isError && <Alert color="orange">{t('savedFilters.notFound')}</Alert>}
        <FilterBuilder
          searches={consoleFilterSearches}
          onConditionChange={ignoreCondition}
          savedFilter={savedFilter}
          savedFilters={savedFilters}
          hasPermissionToEditFilter={can(user, 'SupportPlayers', 'edit')}
          onSave={async (payload) => {
            onSelect(await save.mutateAsync(payload));
          }}
          onDelete={async (code) => {
            await remove.mutateAsync(code);
          }}
        />
      </Stack>
    </Paper>
  );
}
