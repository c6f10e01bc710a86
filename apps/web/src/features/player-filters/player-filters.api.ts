import {
  searchClients,
  searchOrganizations,
  supportPlayerFilterCalls as calls,
  type CallResponse,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterSearches, SaveFilterPayload } from '@/kit/filter-builder';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { searchableText, useSearchList } from '@/lib/api/search-list';

export type PlayerFilter = CallResponse<typeof calls.get>['PlayerFilter'];

const filtersKey = ['support', 'playerFilters'] as const;

const filtersOf = (answer: CallResponse<typeof calls.list>) => answer.PlayerFilters;

/** The provider's filters in pages of 50 by name, searched by the top bar's text. */
export function usePlayerFilterList(searchText: string, order: SortOrder) {
  return useSearchList({
    queryKey: [...filtersKey, 'list', order],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(calls.list, {
        query: { SearchText: searchText, OrderBy: 'name', Order: order, ...page },
        signal,
      }),
    itemsOf: filtersOf,
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

export function useDeletePlayerFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filterCode: string) => callApi(calls.remove, { params: { id: filterCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey }),
  });
}

/** The console's pickers: accounts the caller reaches and organizations. */
export const playerFilterSearches: FilterSearches = {
  Clients: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchClients, {
      query: {
        SearchText: searchableText(searchText),
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.clients, hasMore: answer.hasMore };
  },
  Organization: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchOrganizations, {
      query: {
        searchText: searchableText(searchText),
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.organizations, hasMore: answer.hasMore };
  },
};
