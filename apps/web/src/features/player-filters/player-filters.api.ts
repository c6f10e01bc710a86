import { supportPlayerFilterCalls as calls, type CallResponse } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveFilterPayload } from '@/kit/filter-builder';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/lib/api/search-list';

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
