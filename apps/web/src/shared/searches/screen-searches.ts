import {
  listAspects,
  listLayers,
  listLocations,
  listPlayers,
  listPlayerTagNames,
} from '@marquee/contracts';
import type {
  LocationLookup,
  PickerSearch,
  PickerSearchRequest,
  PlayerLookup,
  TagLookup,
} from '@/kit/code-picker';
import type { FilterSearches } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { searchableText } from '@/kit/search-list';

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

/** The screens' tags by name, with their colours, as a tag picker reads them. */
export const searchScreenTags: PickerSearch<TagLookup> = async (request) => {
  const answer = await callApi(listPlayerTagNames, { query: pageOf(request) });
  return {
    items: answer.tags.map((tag) => ({
      tagCode: tag.tagCode,
      name: tag.name,
      tagAttribute: [{ attributeValue: tag.color }],
    })),
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
  Tags: searchScreenTags,
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

/** The screens the user may see, by name, as a screen picker reads them. */
export const searchScreensByName: PickerSearch<PlayerLookup> = async (request) => {
  const answer = await callApi(listPlayers, { query: pageOf(request) });
  return { items: answer.Players, hasMore: answer.hasMore };
};
