import { Grid } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortOrder } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { savedFilterColumns, toSavedFilterRow } from './saved-filters-columns';
import { useSavedFilterList } from './saved-filters.api';
import { useSelectedFilter } from './use-selected-filter';

// The builder and its pickers load beside the list rather than before it.
const SavedFilterEditor = lazy(() =>
  import('./saved-filter-editor').then((module) => ({ default: module.SavedFilterEditor })),
);

/** The provider's saved player filters: a list beside the builder of the open one. */
export default function SavedFiltersPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const [selected, select] = useSelectedFilter();
  const [searchText, setSearchText] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const filters = useSavedFilterList(searchText, order);
  const rows = useMemo(() => filters.items.map(toSavedFilterRow), [filters.items]);
  const summaries = rows.map((row) => ({
    filterCode: row.playerFilterCode,
    filterName: row.playerFilterName,
  }));

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText }}
        addNew={{ label: t('savedFilters.new'), onClick: () => select(null) }}
      />
      {/* Side by side only where the table gets its full width; narrower screens stack. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <DataTable
            tableId="support-player-filters"
            userId={user.email}
            columns={savedFilterColumns(t, selected, select)}
            items={rows}
            sort={{ orderBy: 'name', order }}
            onSortChange={(sort) => setOrder(sort.order)}
            onLoadMore={filters.loadMore}
            hasMore={filters.hasMore}
            isLoading={filters.isLoading}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <Suspense fallback={null}>
            <SavedFilterEditor filterCode={selected} savedFilters={summaries} onSelect={select} />
          </Suspense>
        </Grid.Col>
      </Grid>
    </>
  );
}
