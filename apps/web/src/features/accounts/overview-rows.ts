import type { OverviewAccount, OverviewLocation, OverviewPlayer } from './overview.api';

/** What the overview lists (the spec's account view selector); players first by default. */
export const overviewViews = ['PlayerFormatView', 'AccountView', 'LocationView'] as const;
export type OverviewView = (typeof overviewViews)[number];

/** Players under their account (nested, the default) or as rows of their own (flat). */
export const playersLayouts = ['nested', 'flat'] as const;
export type PlayersLayout = (typeof playersLayouts)[number];

/** An account heading its players; a player's own account when the search did not name it. */
export interface AccountHeading {
  clientCode: string;
  clientName: string;
  /** Whether support staff may open the account (its feature flag `enableAuth`). */
  isSupportAccessEnabled: boolean;
  /** Absent for an account listed only as the home of matching players. */
  sizes?: Pick<OverviewAccount, 'screens' | 'locations'>;
}

export type OverviewRow =
  | { kind: 'account'; id: string; account: AccountHeading }
  | { kind: 'location'; id: string; location: OverviewLocation }
  | { kind: 'player'; id: string; player: OverviewPlayer; isNested: boolean };

const accountRow = (account: AccountHeading): OverviewRow => ({
  kind: 'account',
  id: `account:${account.clientCode}`,
  account,
});

const playerRow = (player: OverviewPlayer, isNested: boolean): OverviewRow => ({
  kind: 'player',
  id: `player:${player.accountCode}/${player.playerCode}`,
  player,
  isNested,
});

const headingOf = (account: OverviewAccount): AccountHeading => ({
  clientCode: account.clientCode,
  clientName: account.clientName,
  isSupportAccessEnabled: account.isSupportAccessEnabled,
  sizes: { screens: account.screens, locations: account.locations },
});

/**
 * Nested: every matching account in its order, each followed by its loaded players, then the
 * accounts of the other matching players (in their players' order) with theirs.
 */
function nestedRows(accounts: readonly OverviewAccount[], players: readonly OverviewPlayer[]) {
  const headings = new Map<string, AccountHeading>(
    accounts.map((account) => [account.clientCode, headingOf(account)]),
  );
  const playersOf = new Map<string, OverviewPlayer[]>();
  for (const player of players) {
    if (!headings.has(player.accountCode)) {
      headings.set(player.accountCode, {
        clientCode: player.accountCode,
        clientName: player.accountName,
        isSupportAccessEnabled: player.isAccountSupportAccessEnabled,
      });
    }
    const own = playersOf.get(player.accountCode) ?? [];
    own.push(player);
    playersOf.set(player.accountCode, own);
  }
  return [...headings.values()].flatMap((heading) => [
    accountRow(heading),
    ...(playersOf.get(heading.clientCode) ?? []).map((player) => playerRow(player, true)),
  ]);
}

/** The table's rows for the chosen view and layout, from the lists loaded so far. */
export function overviewRows(
  view: OverviewView,
  layout: PlayersLayout,
  lists: {
    accounts: readonly OverviewAccount[];
    locations: readonly OverviewLocation[];
    players: readonly OverviewPlayer[];
  },
): OverviewRow[] {
  if (view === 'AccountView') return lists.accounts.map((a) => accountRow(headingOf(a)));
  if (view === 'LocationView') {
    return lists.locations.map((location) => ({
      kind: 'location',
      id: `location:${location.accountCode}/${location.locationCode}`,
      location,
    }));
  }
  if (layout === 'nested') return nestedRows(lists.accounts, lists.players);
  return [
    ...lists.accounts.map((account) => accountRow(headingOf(account))),
    ...lists.players.map((player) => playerRow(player, false)),
  ];
}

/** Which lists a view reads; the others are not asked for. */
export function listsOfView(view: OverviewView) {
  return {
    accounts: view !== 'LocationView',
    locations: view === 'LocationView',
    players: view === 'PlayerFormatView',
  };
}
