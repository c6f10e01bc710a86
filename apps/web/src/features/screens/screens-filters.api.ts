import {
  listAspects,
  listLayers,
  listLocations,
  listPlayers,
  listPlayerTagNames,
  playerFilterCalls as calls,
  type PlayerFilter,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationLookup, PickerSearch, PickerSearchRequest } from '@/kit/code-picker';
import type { FilterSearches, SavedFilter, SaveFilterPayload } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
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

/** A player filter as the builder reads it; a lookup's Color attribute becomes the swatch. */
export function toSavedFilter(filter: PlayerFilter): SavedFilter {
  return {
    filterCode: filter.playerFilterCode,
    filterName: filter.playerFilterName,
    condition: filter.condition,
    conditionLookups: filter.conditionLookups.map(({ code, name, attributes }) => ({
      code,
      name,
      color: attributes.find((attribute) => attribute.type === 'Color')?.value,
    })),
  };
}

function bodyOf(filterName: string, condition: FilterCondition | null) {
  return {
    PlayerFilter: { PlayerFilterName: filterName },
    Filter: { Condition: condition ?? { operator: 'AND' as const, subNodes: [] } },
  };
}

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...filtersKey, 'list'] }),
  });
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
