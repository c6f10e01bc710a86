import {
  accountsOverview,
  locationOverview,
  searchOverviewPlayers,
  type CallBody,
  type CallResponse,
} from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';

export type OverviewAccount = CallResponse<typeof accountsOverview>['accounts'][number];
export type OverviewLocation = CallResponse<typeof locationOverview>['locationOverview'][number];
export type OverviewPlayer = CallResponse<
  typeof searchOverviewPlayers
>['accountsAndPlayers'][number];

const overviewKey = ['support', 'overview'] as const;

const accountsOf = (answer: CallResponse<typeof accountsOverview>) => answer.accounts;
const locationsOf = (answer: CallResponse<typeof locationOverview>) => answer.locationOverview;
const playersOf = (answer: CallResponse<typeof searchOverviewPlayers>) => answer.accountsAndPlayers;
const accountKey = (account: OverviewAccount) => account.clientCode;
const locationKey = (location: OverviewLocation) =>
  `${location.accountCode}/${location.locationCode}`;
const playerKey = (player: OverviewPlayer) => `${player.accountCode}/${player.playerCode}`;

interface OverviewListOptions {
  searchText: string;
  order: 'asc' | 'desc';
  enabled: boolean;
}

/*
 * The overview's three lists. Each new search text starts its lists over and aborts the
 * requests still running for the old one (logged as the spec's cancelled search); pages
 * appended by skip drop rows already listed.
 */

export function useOverviewAccounts({ searchText, order, enabled }: OverviewListOptions) {
  return useSearchList({
    queryKey: [...overviewKey, 'accounts', order],
    searchText,
    enabled,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(accountsOverview, {
        body: { searchText, order, orderBy: 'clientName', ...page },
        signal,
      }),
    itemsOf: accountsOf,
    keyOf: accountKey,
  });
}

export function useOverviewLocations({ searchText, order, enabled }: OverviewListOptions) {
  return useSearchList({
    queryKey: [...overviewKey, 'locations', order],
    searchText,
    enabled,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(locationOverview, { body: { searchText, order, ...page }, signal }),
    itemsOf: locationsOf,
    keyOf: locationKey,
  });
}

type PlayersOrder = CallBody<typeof searchOverviewPlayers>['orderBy'];

/** Players by their own name, or (flat) by their account's name and then their own. */
export function useOverviewPlayers({
  searchText,
  order,
  orderBy,
  enabled,
}: OverviewListOptions & { orderBy: PlayersOrder }) {
  return useSearchList({
    queryKey: [...overviewKey, 'players', orderBy, order],
    searchText,
    enabled,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchOverviewPlayers, {
        body: { searchText, order, orderBy, ...page },
        signal,
      }),
    itemsOf: playersOf,
    keyOf: playerKey,
  });
}
