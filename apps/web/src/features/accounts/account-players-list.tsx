import { Anchor, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/kit/data-table';
import { PlayerStatusBadge } from '@/shared/players/player-status-badge';
import { formatTime } from '@/shared/players/format-time';
import { useCurrentUser } from '@/lib/session/current-user';
import { CustomStatusModal } from './custom-status-modal';
import type { OverviewPlayer } from './overview.api';
import { RebootPlayersModal } from './reboot-players-modal';
import { useAccountPlayers } from './support-player.api';

type PlayerRow = OverviewPlayer & { id: string };

const bulkActions = ['reboot', 'customStatus'] as const;
type BulkAction = (typeof bulkActions)[number];

export const detailsPath = (account: string) => `/accounts/${encodeURIComponent(account)}`;

/** Where a player's drawer opens: its address, so a link to it can be shared. */
export const playerPath = (account: string, player: string) =>
  `${detailsPath(account)}/players/${encodeURIComponent(player)}`;

function playerColumns(t: TFunction, language: string): DataTableColumn<PlayerRow>[] {
  return [
    {
      id: 'name',
      name: t('accounts.players.columns.name'),
      locked: true,
      render: (row) => (
        <Anchor component={Link} to={playerPath(row.accountCode, row.playerCode)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'status',
      name: t('accounts.columns.status'),
      isOneLine: true,
      render: (row) => <PlayerStatusBadge status={row.status} t={t} />,
    },
    { id: 'location', name: t('accounts.players.columns.location'), attributeName: 'locationName' },
    {
      id: 'lastHeartbeatAt',
      name: t('accounts.players.columns.lastHeartbeatAt'),
      isOneLine: true,
      render: (row) => formatTime(row.lastHeartbeatAt, t, language),
    },
    {
      id: 'playerCode',
      name: t('accounts.players.columns.playerCode'),
      attributeName: 'playerCode',
    },
  ];
}

/**
 * The account's players, searchable; a name opens the player's drawer, and chosen players
 * reboot or get a custom status together.
 */
export function AccountPlayersList({
  account,
  canReboot,
  canEdit,
}: {
  account: string;
  canReboot: boolean;
  /** Edit on players: custom statuses. */
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { data: user } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const [bulk, setBulk] = useState<{ action: BulkAction; ids: string[] } | null>(null);
  const players = useAccountPlayers(account, searchText);
  const rows = useMemo<PlayerRow[]>(
    () => players.items.map((player) => ({ ...player, id: player.playerCode })),
    [players.items],
  );
  const columns = useMemo(() => playerColumns(t, i18n.language), [t, i18n.language]);

  return (
    <Stack gap="xs">
      <Title order={4}>{t('accounts.details.players')}</Title>
      <TextInput
        aria-label={t('accounts.players.search')}
        placeholder={t('accounts.players.search')}
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maw={360}
      />
      <DataTable
        tableId="support-account-players"
        userId={user?.email ?? ''}
        columns={columns}
        items={rows}
        onLoadMore={players.loadMore}
        hasMore={players.hasMore}
        isLoading={players.isLoading}
        emptyState={{
          isFiltered: searchText.trim() !== '',
          onClear: () => setSearchText(''),
          title: t('accounts.players.welcome.title'),
          text: t('accounts.players.welcome.text'),
        }}
        bulkActions={bulkActions
          .filter((action) => (action === 'reboot' ? canReboot : canEdit))
          .map((action) => ({ label: t(`accounts.players.bulk.${action}`), emitAction: action }))}
        onBulkAction={(emitAction, ids) => {
          const action = bulkActions.find((name) => name === emitAction);
          if (action) setBulk({ action, ids });
        }}
      />
      {bulk?.action === 'reboot' && (
        <RebootPlayersModal
          account={account}
          playerCodes={bulk.ids}
          onClose={() => setBulk(null)}
        />
      )}
      {bulk?.action === 'customStatus' && (
        <CustomStatusModal account={account} playerCodes={bulk.ids} onClose={() => setBulk(null)} />
      )}
    </Stack>
  );
}
