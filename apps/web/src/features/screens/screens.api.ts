import {
  changePlayersTags,
  deleteMultiplePlayers,
  listPlayerFormats,
  listPlayers,
  rebootPlayers,
  searchPlayers,
  setPlayersLocation,
  type CallResponse,
  type PlayerListItem,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';

/** A row of the screens list, as the list call answers it; every screens page shows one. */
export type ScreenRow = PlayerListItem;

export type PlayerOrderBy = 'Name' | 'Location' | 'Status' | 'Created';

export const screensKey = ['screens'] as const;

/**
 * Status badges follow the screens' heartbeats by asking for the loaded pages again this often
 * (only while the tab is in view); a heartbeat reaches the list within this time.
 */
export const statusPollMs = 5_000;

const playersOf = (answer: CallResponse<typeof searchPlayers>) => answer.Players;

/** The screens list: the filter builder's condition, the top bar's search, pages of 50. */
export function useScreenList(
  sort: { orderBy: PlayerOrderBy; order: SortOrder },
  condition: FilterCondition | null,
  searchText: string,
) {
  const activeCondition = condition && condition.subNodes.length > 0 ? condition : undefined;
  return useSearchList({
    queryKey: [...screensKey, 'search', sort, activeCondition ?? null],
    searchText,
    pageSize: dataTablePageSize,
    refetchIntervalMs: statusPollMs,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchPlayers, {
        body: {
          Condition: activeCondition,
          SearchText: searchText,
          OrderBy: sort.orderBy,
          Order: sort.order,
          ...page,
        },
        signal,
      }),
    itemsOf: playersOf,
  });
}

/** Whether the account has any screen at all: none shows the first-run page. */
export function useHasAnyScreen() {
  return useQuery({
    queryKey: [...screensKey, 'any'],
    queryFn: ({ signal }) => callApi(listPlayers, { query: { MaxItemsInResult: 1 }, signal }),
    select: (answer) => answer.Players.length > 0,
  });
}

/** Every change to screens can move them in the list, so the whole list reloads. */
export function useScreensMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screensKey }),
  });
}

export function useSetScreensLocation() {
  return useScreensMutation((input: { playerCodes: string[]; locationCode: string | null }) =>
    callApi(setPlayersLocation, { body: input }),
  );
}

export function useChangeScreensTags() {
  return useScreensMutation((input: { playerCodes: string[]; tags: string[]; added: boolean }) =>
    callApi(changePlayersTags, { body: input }),
  );
}

export function useRebootScreens() {
  return useScreensMutation((playerCodes: string[]) =>
    callApi(rebootPlayers, { body: { PlayerCodes: playerCodes } }),
  );
}

export function useDeleteScreens() {
  return useScreensMutation((playerCodes: string[]) =>
    callApi(deleteMultiplePlayers, { body: { playerCodes } }),
  );
}

/** The formats a screen can have, for the wizard and the settings. */
export const playerFormatsQuery = queryOptions({
  queryKey: ['playerFormats'],
  queryFn: ({ signal }) => callApi(listPlayerFormats, { signal }),
  select: (answer) => answer.PlayerFormats,
});
