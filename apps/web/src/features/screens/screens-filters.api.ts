import {
  listAspects,
  listLayers,
  listLocations,
  listPlayers,
  listPlayerTagNames,
  playerFilterCalls as calls,
  type PlayerFilter,
} from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { LocationLookup, PickerSearch, PickerSearchRequest } from '@/kit/code-picker';
import type { FilterSearches, SavedFilter } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { savedFilterOf, useDeleteFilter, useSaveFilter } from '@/lib/api/saved-filters';
import { searchableText } from '@/lib/api/search-list';

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

/** Paging of a picker request in the list calls' words. */
function pageOf(request: PickerSearchRequest) {
  return {
    SearchText: searchableText(request.searchText),
    MaxItemsInResult: request.maxItemsInResult,
    SkipItemsInResult: request.skipItemsInResult,
  };
}

/** The account's locations by name, as the location pickers read them. */
export const searchLocations: PickerSearch<LocationLookup> = async (request) => {
  const answer = await callApi(listLocations, { query: pageOf(request) });
  return {
    items: answer.locations.map((l) => ({ locationCode: l.locationCode, name: l.locationName })),
    hasMore: answer.hasMore,
  };
};

/** What a screens filter can pick: locations, formats, tags, screens and layers. */
export const screensFilterSearches: FilterSearches = {
  Locations: searchLocations,
  Aspects: async () => {
    const answer = await callApi(listAspects, {});
    return { items: answer.aspects.map((a) => ({ AspectCode: a.code })), hasMore: false };
  },
  Tags: async (request) => {
    const answer = await callApi(listPlayerTagNames, { query: pageOf(request) });
    return {
      items: answer.tags.map((tag) => ({
        tagCode: tag.tagCode,
        name: tag.name,
        tagAttribute: [{ attributeValue: tag.color }],
      })),
      hasMore: answer.hasMore,
    };
  },
  Players: async (request) => {
    const answer = await callApi(listPlayers, { query: pageOf(request) });
    return { items: answer.Players, hasMore: answer.hasMore };
  },
  Layers: async (request) => {
    const answer = await callApi(listLayers, { query: pageOf(request) });
    return {
      items: answer.layers.map((l) => ({ code: l.layerCode, name: l.name, hasPermission: true })),
      hasMore: answer.hasMore,
    };
  },
};
