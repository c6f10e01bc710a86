import {
  searchClients,
  searchOrganizations,
  supportPlayerFilterCalls as calls,
  type CallResponse,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { FilterSearches, SaveFilterPayload } from '@/kit/filter-builder';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';

export type PlayerFilter = CallResponse<typeof calls.get>['PlayerFilter'];

const filtersKey = ['support', 'playerFilters'] as const;

/** The server searches 3 characters or more; shorter text lists everything. */
function searchable(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= 3 ? trimmed : undefined;
}

/** Pages of 50 by name; the next page skips every row already loaded. */
export function playerFiltersQuery(searchText: string, order: SortOrder) {
  return infiniteQueryOptions({
    queryKey: [...filtersKey, 'list', searchable(searchText) ?? '', order],
    queryFn: ({ pageParam, signal }) =>
      callApi(calls.list, {
        query: {
          SearchText: searchable(searchText),
          OrderBy: 'name',
          Order: order,
          MaxItemsInResult: dataTablePageSize,
          SkipItemsInResult: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore
        ? pages.reduce((count, page) => count + page.PlayerFilters.length, 0)
        : undefined,
  });
}

export function playerFilterQuery(filterCode: string) {
  return queryOptions({
    queryKey: [...filtersKey, 'one', filterCode],
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: filterCode }, signal }),
    select: (answer) => answer.PlayerFilter,
  });
}

function bodyOf(filterName: string, condition: FilterCondition | null) {
  // An empty builder saves no condition; the server then names what is missing.
  return {
    PlayerFilter: { PlayerFilterName: filterName },
    Filter: { Condition: condition ?? { operator: 'AND' as const, subNodes: [] } },
  };
}

/** Saves new or overwrites (the payload then names the filter); answers the saved filter. */
export function useSavePlayerFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ filterName, condition, filterCode }: SaveFilterPayload) => {
      const body = bodyOf(filterName, condition);
      const answer = filterCode
        ? await callApi(calls.update, { params: { id: filterCode }, body })
        : await callApi(calls.create, { body });
      return answer.PlayerFilter;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey }),
  });
}

/**
 * Deletes a filter. `onDeleted` leaves it (the page opens a new filter), and only the lists
 * reload: the deleted filter's own query, asked again, could only answer 404.
 */
export function useDeletePlayerFilter(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filterCode: string) => callApi(calls.remove, { params: { id: filterCode } }),
    onSuccess: () => {
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: [...filtersKey, 'list'] });
    },
  });
}

/** The console's pickers: accounts the caller reaches and organizations. */
export const playerFilterSearches: FilterSearches = {
  Clients: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchClients, {
      query: {
        SearchText: searchable(searchText),
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.clients, hasMore: answer.hasMore };
  },
  Organization: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchOrganizations, {
      query: {
        searchText: searchable(searchText),
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.organizations, hasMore: answer.hasMore };
  },
};
