import { listLayers, playerFilterCalls as calls, type PlayerFilter } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { SavedFilter } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { savedFilterOf, useDeleteFilter, useSaveFilter } from '@/lib/api/saved-filters';

const filtersKey = ['screens', 'filters'] as const;

/** The account's saved player filters by name (the first 200 are plenty for the chooser). */
export function playerFiltersQuery() {
  return queryOptions({
    queryKey: [...filtersKey, 'list'],
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { OrderBy: 'name', Order: 'asc', MaxItemsInResult: 200 },
        signal,
      }),
    select: (answer) => answer.PlayerFilters,
  });
}

export function playerFilterQuery(filterCode: string) {
  return queryOptions({
    queryKey: [...filtersKey, 'one', filterCode],
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: filterCode }, signal }),
    select: (answer) => answer.PlayerFilter,
  });
}

export function toSavedFilter(filter: PlayerFilter): SavedFilter {
  return savedFilterOf(filter.playerFilterCode, filter.playerFilterName, filter);
}

export function useSavePlayerFilter() {
  return useSaveFilter(calls, filtersKey);
}

/** Deletes a filter; `onDeleted` leaves it, and its own query is not asked again. */
export function useDeletePlayerFilter(onDeleted: () => void) {
  return useDeleteFilter(calls, filtersKey, onDeleted);
}

/** Whether any of the account's formats has several layers; only then is Layers offered. */
export function multiLayerQuery() {
  return queryOptions({
    queryKey: [...filtersKey, 'multiLayer'],
    queryFn: ({ signal }) => callApi(listLayers, { query: { MaxItemsInResult: 1 }, signal }),
    select: (answer) => answer.hasPlayoutsWithMultiLayers,
  });
}

export { screensFilterSearches, searchLocations } from '@/lib/api/screen-searches';
