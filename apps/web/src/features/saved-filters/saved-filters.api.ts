import { supportPlayerFilterCalls as calls, type CallResponse } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { dataTablePageSize, type SortOrder } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { useDeleteFilter, useSaveFilter } from '@/shared/saved-filters/saved-filters';
import { useSearchList } from '@/kit/search-list';

export type PlayerFilter = CallResponse<typeof calls.get>['PlayerFilter'];

const filtersKey = ['support', 'savedFilters'] as const;

const filtersOf = (answer: CallResponse<typeof calls.list>) => answer.PlayerFilters;

/** The provider's filters in pages of 50 by name, searched by the top bar's text. */
export function useSavedFilterList(searchText: string, order: SortOrder) {
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

export function savedFilterByCodeQuery(filterCode: string) {
  return queryOptions({
    queryKey: [...filtersKey, 'one', filterCode],
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: filterCode }, signal }),
    select: (answer) => answer.PlayerFilter,
  });
}

/** Saves new or overwrites (the payload then names the filter); answers the filter's code. */
export function useSaveSavedFilter() {
  return useSaveFilter(calls, filtersKey);
}

/** Deletes a filter; `onDeleted` leaves it (the page opens a new filter). */
export function useDeleteSavedFilter(onDeleted: () => void) {
  return useDeleteFilter(calls, filtersKey, onDeleted);
}
