import { Anchor, Button, Text, Tooltip } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { formatTime } from '@/shared/players/format-time';
import { PlayerStatusBadge, statusReasonsText } from '@/shared/players/player-status-badge';
import { detailsPath, playerPath } from './account-players-list';
import type { AccountHeading, OverviewRow, OverviewView } from './overview-rows';

export type OverviewAction = 'openAccount' | 'openPlayer' | 'deleteAccount';

interface OverviewColumnOptions {
  t: TFunction;
  language: string;
  view: OverviewView;
  onOpenAs: (clientCode: string, clientName: string) => void;
  onAction: (action: OverviewAction, row: OverviewRow) => void;
  canDelete: boolean;
}

type Cell = (row: OverviewRow) => ReactNode;
type PlayerOf = Extract<OverviewRow, { kind: 'player' }>['player'];

/** A cell of player rows only. */
const ofPlayer =
  (render: (player: PlayerOf, row: Extract<OverviewRow, { kind: 'player' }>) => ReactNode): Cell =>
  (row) =>
    row.kind === 'player' ? render(row.player, row) : null;

const sizeText = (size: { count: number; isExact: boolean }) =>
  size.isExact ? String(size.count) : `${size.count}+`;

/** Long reported text in one line, whole on hover. */
const clipped = (text: string | null, color?: string) =>
  text ? (
    <Text size="sm" c={color} lineClamp={1} title={text}>
      {text}
    </Text>
  ) : null;

/**
 * Opens the customer app as the account. With support access turned off for the account it
 * stays in the tab order but does nothing, so its reason shows on hover and on focus alike.
 */
function SupportLoginButton({
  account,
  t,
  onOpenAs,
}: {
  account: AccountHeading;
  t: TFunction;
  onOpenAs: OverviewColumnOptions['onOpenAs'];
}) {
  const isOff = !account.isSupportAccessEnabled;
  return (
    <Tooltip label={t('accounts.supportAccessOff')} disabled={!isOff}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconLogin2 size={14} />}
        aria-label={t('accounts.openAs', { name: account.clientName })}
        data-disabled={isOff || undefined}
        aria-disabled={isOff || undefined}
        onClick={() => {
          if (!isOff) onOpenAs(account.clientCode, account.clientName);
        }}
      >
        {t('accounts.open')}
      </Button>
    </Tooltip>
  );
}

/** Room for names and reported text; short values take the default. */
const columnWidths: Record<string, number> = {
  screen: 200,
  account: 200,
  os: 220,
  status: 150,
  componentStatus: 180,
  error: 200,
  relevantInfo: 240,
  location: 180,
  supportlogin: 140,
  nextEmptyTimestamp: 160,
};

/**
 * The columns the view lists, in the spec's order (000 section 2) with the row options kept at
 * the right edge; all shown by default.
 */
const viewColumns: Record<OverviewView, readonly string[] | 'all'> = {
  PlayerFormatView: 'all',
  AccountView: ['account', 'locations', 'supportlogin', 'screens', 'options'],
  LocationView: ['account', 'location', 'screens', 'options'],
};

function rowActions(row: OverviewRow, canDelete: boolean): OverviewAction[] {
  if (row.kind === 'player') return ['openPlayer', 'openAccount'];
  if (row.kind === 'account' && canDelete) return ['openAccount', 'deleteAccount'];
  return ['openAccount'];
}

function rowLabel(row: OverviewRow): string {
  if (row.kind === 'player') return row.player.name;
  if (row.kind === 'account') return row.account.clientName;
  return row.location.name;
}

/**
 * The column whose order the list follows: every list is ordered by account name, accounts (and
 * players under them when nested) by the account's, flat players by their account's and then
 * their own.
 */
const sortedColumn = 'account';

/** The overview's columns: accounts, locations and players share one table. */
export function overviewColumns(options: OverviewColumnOptions): DataTableColumn<OverviewRow>[] {
  const { t, language, view } = options;
  const column = (id: string, render: Cell) => ({
    id,
    name: t(`accounts.overview.columns.${id}`),
    defaultWidth: columnWidths[id] ?? 130,
    render,
    ...(id === sortedColumn ? { orderBy: 'name' } : {}),
  });
  const columns: DataTableColumn<OverviewRow>[] = [
    column(
      'screen',
      ofPlayer((player, row) => (
        <Anchor
          component={Link}
          to={playerPath(player.accountCode, player.playerCode)}
          size="sm"
          pl={row.isNested ? 'md' : 0}
        >
          {player.name}
        </Anchor>
      )),
    ),
    column('account', (row) => {
      if (row.kind === 'account') {
        return (
          <Anchor component={Link} to={detailsPath(row.account.clientCode)} size="sm" fw={600}>
            {row.account.clientName}
          </Anchor>
        );
      }
      if (row.kind === 'location') return row.location.accountName;
      return row.isNested ? null : row.player.accountName;
    }),
    column(
      'ipAddress',
      ofPlayer((player) => player.ipAddress),
    ),
    column(
      'macAddress',
      ofPlayer(() => null),
    ),
    column(
      'os',
      ofPlayer((player) => clipped(player.os)),
    ),
    column(
      'firmware',
      ofPlayer(() => null),
    ),
    column(
      'resolution',
      ofPlayer((player) => player.resolution),
    ),
    column(
      'status',
      ofPlayer((player) => <PlayerStatusBadge status={player.status} t={t} />),
    ),
    column(
      'componentStatus',
      ofPlayer((player) => clipped(statusReasonsText(player.status, t))),
    ),
    column(
      'error',
      ofPlayer((player) => clipped(player.errors.join('; '), 'red')),
    ),
    column(
      'relevantInfo',
      ofPlayer((player) =>
        clipped(
          player.status.customText ??
            t('accounts.overview.lastContact', {
              time: formatTime(player.lastHeartbeatAt, t, language),
            }),
        ),
      ),
    ),
    column('locations', (row) =>
      row.kind === 'account' && row.account.sizes ? sizeText(row.account.sizes.locations) : null,
    ),
    column('location', (row) => {
      if (row.kind === 'player') return row.player.locationName;
      if (row.kind !== 'location') return null;
      return (
        <Anchor component={Link} to={detailsPath(row.location.accountCode)} size="sm">
          {row.location.name}
        </Anchor>
      );
    }),
    column('supportlogin', (row) =>
      row.kind === 'account' ? (
        <SupportLoginButton account={row.account} t={t} onOpenAs={options.onOpenAs} />
      ) : null,
    ),
    column('screens', (row) => {
      if (row.kind === 'account' && row.account.sizes) return sizeText(row.account.sizes.screens);
      if (row.kind === 'location') return sizeText(row.location.screens);
      return null;
    }),
    column(
      'nextEmptyTimestamp',
      ofPlayer((player) =>
        player.nextEmptyTimestamp ? formatTime(player.nextEmptyTimestamp, t, language) : null,
      ),
    ),
    column(
      'playerVersion',
      ofPlayer((player) => player.playerVersion),
    ),
    rowOptionsColumn({
      label: (row) => t('accounts.overview.options', { name: rowLabel(row) }),
      options: (row) =>
        rowActions(row, options.canDelete).map((action) => ({
          action,
          label: t(`accounts.overview.actions.${action}`),
        })),
      onAction: options.onAction,
    }),
  ];
  const shown = viewColumns[view];
  return shown === 'all' ? columns : columns.filter((c) => shown.includes(c.id));
}
