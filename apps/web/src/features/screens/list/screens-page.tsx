import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { can, type FilterCondition } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KitLoader } from '@/kit/loader';
import { DataTable } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { useFilterParam } from '@/lib/shell/filter-tabs';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import type { ListLayout } from '@/lib/shell/view-switch';
import { useListPage } from '@/lib/ui/use-list-page';
import { PlayerStatusBadge } from '@/shared/players/player-status-badge';
import { ScreensDialogs, type ScreensDialog } from './screens-dialogs';
import {
  playlistPath,
  ScreenName,
  screensColumns,
  ScreenTags,
  type ScreenRowAction,
} from './screens-columns';
import { ScreensFirstRun } from './screens-first-run';
import { useHasAnyScreen, useScreenList, type PlayerOrderBy, type ScreenRow } from '../screens.api';

// The builder and its pickers load when the panel first opens.
const ScreensFilterPanel = lazy(() => import('./screens-filter-panel'));
// A screen's playlist loads after the list's shared parts, which it reuses.
const PlaylistView = lazy(() => import('../playlist/playlist-view'));
const ForecastPage = lazy(() => import('../forecast/forecast-page'));

const orderKeys: readonly PlayerOrderBy[] = ['Name', 'Location', 'Status', 'Created'];
const bulkActions = ['location', 'tags', 'reboot', 'delete'] as const;

/** The screens routes (001 section 2): the list, a screen's playlist, a filter's forecast. */
export default function ScreensPage() {
  const route = useCurrentRoute();
  if (route?.name === 'Playlist' || route?.name === 'Forecast') {
    return (
      <Suspense fallback={<KitLoader />}>
        {route.name === 'Playlist' ? <PlaylistView /> : <ForecastPage />}
      </Suspense>
    );
  }
  return <ScreensList />;
}

/** The screens list (/screens): list or grid, search, filters and bulk actions. */
function ScreensList() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [filterParam, setFilterParam] = useFilterParam();
  const listPage = useListPage({ orderBy: 'Name', order: 'asc' });
  const { searchText, sort } = listPage;
  // Until the user picks one, a phone sees tiles: the table's columns do not fit it.
  const isNarrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [chosenView, setView] = useState<ListLayout | null>(null);
  const view = chosenView ?? (isNarrow ? 'grid' : 'list');
  const [isFilterOpen, setIsFilterOpen] = useState(filterParam !== null);
  const [condition, setCondition] = useState<FilterCondition | null>(null);
  const [dialog, setDialog] = useState<ScreensDialog>(null);
  const canEdit = can(user, 'Screens', 'edit');

  const orderBy = orderKeys.find((key) => key === sort.orderBy) ?? 'Name';
  const list = useScreenList(
    { orderBy, order: sort.order },
    isFilterOpen ? condition : null,
    searchText,
  );
  const hasAnyScreen = useHasAnyScreen();

  const columns = useMemo(() => {
    const onAction = (action: ScreenRowAction, screen: ScreenRow) => {
      if (action === 'playlist') void navigate(playlistPath(screen));
      else if (action === 'settings') setDialog({ kind: 'details', screen });
      else setDialog({ kind: action, target: { ids: [screen.id], name: screen.name } });
    };
    return screensColumns(t, canEdit ? onAction : undefined);
  }, [t, canEdit, navigate]);
  const openWizard = canEdit ? () => setDialog({ kind: 'add' }) : undefined;
  // Clearing also closes the filter panel, which drops its condition and any saved filter.
  const clearSearchAndFilters = () => {
    listPage.clearSearch();
    setCondition(null);
    setIsFilterOpen(false);
    if (filterParam !== null) void navigate('/screens');
  };

  const content = () => {
    if (hasAnyScreen.isPending) return <KitLoader />;
    if (hasAnyScreen.data === false) return <ScreensFirstRun onAddScreen={openWizard} />;
    return (
      <>
        {isFilterOpen && (
          <Suspense fallback={null}>
            <ScreensFilterPanel
              filterCode={filterParam}
              onFilterCodeChange={(code) =>
                code ? setFilterParam(code) : void navigate('/screens')
              }
              onConditionChange={setCondition}
            />
          </Suspense>
        )}
        <DataTable
          tableId="screens"
          {...listPage.tableProps(list)}
          columns={columns}
          items={list.items as ScreenRow[]}
          view={view}
          onViewChange={setView}
          hasGridView
          renderGridItem={(screen) => (
            <ScreenTile
              screen={screen}
              options={columns.find((c) => c.options)?.render?.(screen)}
            />
          )}
          bulkActions={
            canEdit
              ? bulkActions.map((action) => ({
                  label: t(`screens.bulkActions.${action}`),
                  emitAction: action,
                }))
              : []
          }
          onBulkAction={(action, ids) => {
            const kind = bulkActions.find((name) => name === action);
            if (kind) setDialog({ kind, target: { ids } });
          }}
          emptyState={{
            isFiltered: searchText.trim() !== '' || (isFilterOpen && condition !== null),
            onClear: clearSearchAndFilters,
            title: t('screens.firstRun.title'),
            text: t('screens.firstRun.text'),
            action: openWizard && { label: t('screens.add.action'), onClick: openWizard },
          }}
          isResizable
        />
      </>
    );
  };

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={
          hasAnyScreen.data
            ? {
                ...listPage.search,
                isFilterOpen,
                onFilterToggle: () => {
                  if (isFilterOpen) setCondition(null);
                  setIsFilterOpen(!isFilterOpen);
                },
              }
            : undefined
        }
        addNew={openWizard ? { label: t('screens.add.action'), onClick: openWizard } : undefined}
      />
      {content()}
      <ScreensDialogs dialog={dialog} canEdit={canEdit} onClose={() => setDialog(null)} />
    </>
  );
}

/** A grid tile (inside the table's own card): name, status, location and tags of one screen. */
function ScreenTile({ screen, options }: { screen: ScreenRow; options: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" pr="lg">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <ScreenName screen={screen} />
        </div>
        {options}
      </Group>
      <PlayerStatusBadge status={screen.status} t={t} />
      {screen.locationName && <Text size="sm">{screen.locationName}</Text>}
      <ScreenTags tags={screen.tags} />
    </Stack>
  );
}
