import { Grid } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortOrder } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { PlayerFilterEditor } from './player-filter-editor';
import { playerFilterColumns, toPlayerFilterRow } from './player-filters-columns';
import { playerFiltersQuery } from './player-filters.api';
import { useSelectedFilter } from './use-selected-filter';

/** The provider's saved player filters: a list beside the builder of the open one. */
export default function PlayerFiltersPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const [selected, select] = useSelectedFilter();
  const [searchText, setSearchText] = useState('');
  const [order, setOrder] = useState<SortOrder>('asc');
  const filters = useInfiniteQuery(playerFiltersQuery(searchText, order));
  const rows = useMemo(
    () => filters.data?.pages.flatMap((page) => page.PlayerFilters.map(toPlayerFilterRow)) ?? [],
    [filters.data],
  );
  const summaries = rows.map((row) => ({
    filterCode: row.playerFilterCode,
    filterName: row.playerFilterName,
  }));

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText }}
        addNew={{ label: t('playerFilters.new'), onClick: () => select(null) }}
      />
      {/* Side by side only where the table gets its full width; narrower screens stack. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <DataTable
            tableId="support-player-filters"
            userId={user.email}
            columns={playerFilterColumns(t, selected, select)}
            items={rows}
            sort={{ orderBy: 'name', order }}
            onSortChange={(sort) => setOrder(sort.order)}
            onLoadMore={() => void filters.fetchNextPage()}
            hasMore={filters.hasNextPage}
            isLoading={filters.isFetching}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 6 }}>
          <PlayerFilterEditor filterCode={selected} savedFilters={summaries} onSelect={select} />
        </Grid.Col>
      </Grid>
    </>
  );
}
