import { SegmentedControl, Select, Text } from '@mantine/core';
import { minSearchLength } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/kit/data-table';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { detailsPath, playerPath } from './account-players-list';
import { openAsSupportUser } from './accounts.api';
import { overviewColumns, type OverviewAction } from './overview-columns';
import { useOverviewPreferences } from './overview-preferences';
import {
  listsOfView,
  overviewRows,
  overviewViews,
  playersLayouts,
  type OverviewRow,
} from './overview-rows';
import { useOverviewAccounts, useOverviewLocations, useOverviewPlayers } from './overview.api';

// The dialogs load on first use, so the overview itself arrives sooner.
const CreateAccountModal = lazy(() =>
  import('./create-account-modal').then((module) => ({ default: module.CreateAccountModal })),
);
const DeleteAccountModal = lazy(() =>
  import('./delete-account-modal').then((module) => ({ default: module.DeleteAccountModal })),
);

type AccountRow = Extract<OverviewRow, { kind: 'account' }>['account'];

/**
 * The account overview (spec 000 section 2): one search over the accounts, locations and
 * players of every client the desk reaches, in the view and players layout the user chose.
 */
export default function AccountsPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const sessionUser = useSessionUser();
  // Keyed like every other list's column choice.
  const userId = sessionUser.email;
  const canEditAccounts = can(sessionUser, 'SupportAccounts', 'edit');
  const { view, layout, change } = useOverviewPreferences(userId);
  const [searchText, setSearchText] = useState('');
  const [searchResetKey, setSearchResetKey] = useState(0);
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [isCreating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);

  const reads = listsOfView(view);
  const search = { searchText, order };
  const accounts = useOverviewAccounts({ ...search, enabled: reads.accounts });
  const locations = useOverviewLocations({ ...search, enabled: reads.locations });
  // Flat players are ordered by account as the account column beside them says; nested ones
  // by their own name under their account's heading.
  const players = useOverviewPlayers({
    ...search,
    orderBy: layout === 'flat' ? 'accountName' : 'name',
    enabled: reads.players,
  });
  // "Load more" pages on every list the view reads.
  const lists = [
    ...(reads.accounts ? [accounts] : []),
    ...(reads.locations ? [locations] : []),
    ...(reads.players ? [players] : []),
  ];

  const rows = useMemo(
    () =>
      overviewRows(view, layout, {
        accounts: accounts.items,
        locations: locations.items,
        players: players.items,
      }),
    [view, layout, accounts.items, locations.items, players.items],
  );
  const columns = useMemo(() => {
    const act = (action: OverviewAction, row: OverviewRow) => {
      if (action === 'openPlayer' && row.kind === 'player') {
        void navigate(playerPath(row.player.accountCode, row.player.playerCode));
      } else if (action === 'deleteAccount' && row.kind === 'account') {
        setDeleting(row.account);
      } else if (row.kind === 'account') void navigate(detailsPath(row.account.clientCode));
      else if (row.kind === 'player') void navigate(detailsPath(row.player.accountCode));
      else void navigate(detailsPath(row.location.accountCode));
    };
    return overviewColumns({
      t,
      language: i18n.language,
      view,
      canDelete: canEditAccounts,
      onOpenAs: (clientCode) => void openAsSupportUser(clientCode),
      onAction: act,
    });
  }, [t, i18n.language, view, canEditAccounts, navigate]);

  const typed = searchText.trim().length;
  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText, resetKey: searchResetKey }}
        addNew={
          canEditAccounts
            ? { label: t('accounts.create.action'), onClick: () => setCreating(true) }
            : undefined
        }
        extra={
          <>
            <Select
              aria-label={t('accounts.overview.view')}
              allowDeselect={false}
              w={{ base: '100%', xs: 170 }}
              data={overviewViews.map((value) => ({
                value,
                label: t(`accounts.overview.views.${value}`),
              }))}
              value={view}
              onChange={(value) => {
                const next = overviewViews.find((candidate) => candidate === value);
                if (next) change({ view: next });
              }}
            />
            {view === 'PlayerFormatView' && (
              <SegmentedControl
                aria-label={t('accounts.overview.layout')}
                data={playersLayouts.map((value) => ({
                  value,
                  label: t(`accounts.overview.layouts.${value}`),
                }))}
                value={layout}
                onChange={(value) => change({ layout: value === 'flat' ? 'flat' : 'nested' })}
              />
            )}
          </>
        }
      />
      {typed > 0 && typed < minSearchLength && (
        <Text size="sm" c="dimmed" mb="sm">
          {t('accounts.overview.tooShort', { count: minSearchLength })}
        </Text>
      )}
      <DataTable
        tableId="account-overview"
        userId={userId}
        columns={columns}
        items={rows}
        sort={{ orderBy: 'name', order }}
        onSortChange={(sort) => setOrder(sort.order)}
        onLoadMore={() => lists.forEach((list) => list.hasMore && list.loadMore())}
        hasMore={lists.some((list) => list.hasMore)}
        isLoading={lists.some((list) => list.isLoading)}
        emptyState={{
          isFiltered: typed > 0,
          onClear: () => {
            setSearchText('');
            setSearchResetKey((key) => key + 1);
          },
          title: t(`accounts.overview.welcome.${view}`),
          text: t('accounts.overview.welcome.text'),
          action: canEditAccounts
            ? { label: t('accounts.create.action'), onClick: () => setCreating(true) }
            : undefined,
        }}
        isResizable
      />
      <Suspense>
        {isCreating && (
          <CreateAccountModal
            onClose={() => setCreating(false)}
            onCreated={(clientCode) => void navigate(detailsPath(clientCode))}
          />
        )}
        {deleting && (
          <DeleteAccountModal
            account={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => setDeleting(null)}
          />
        )}
      </Suspense>
    </>
  );
}
