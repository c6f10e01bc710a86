import {
  mediaFilterCalls as calls,
  searchMedia,
  searchMediaTags,
  type MediaFilter,
} from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { FilterSearches, SavedFilter } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { searchableText } from '@/lib/api/search-list';
import { savedFilterOf, useDeleteFilter, useSaveFilter } from '@/lib/api/saved-filters';

const filtersKey = ['media', 'filters'] as const;

/** The saved media filters by name (the first 200 are plenty for the chooser). */
export function mediaFiltersQuery() {
  return queryOptions({
    queryKey: [...filtersKey, 'list'],
    queryFn: ({ signal }) =>
      callApi(calls.list, {
        query: { OrderBy: 'name', Order: 'asc', MaxItemsInResult: 200 },
        signal,
      }),
    select: (answer) => answer.MediaFilters,
  });
}

export function mediaFilterQuery(filterCode: string) {
  return queryOptions({
    queryKey: [...filtersKey, 'one', filterCode],
    queryFn: ({ signal }) => callApi(calls.get, { params: { id: filterCode }, signal }),
    select: (answer) => answer.MediaFilter,
  });
}

export function toSavedFilter(filter: MediaFilter): SavedFilter {
  return savedFilterOf(filter.mediaFilterCode, filter.mediaFilterName, filter);
}

export function useSaveMediaFilter() {
  return useSaveFilter(calls, filtersKey);
}

/** Deletes a filter; `onDeleted` leaves it, and its own query is not asked again. */
export function useDeleteMediaFilter(onDeleted: () => void) {
  return useDeleteFilter(calls, filtersKey, onDeleted);
}

/** What a media filter can pick: tags and media by name. */
export const mediaFilterSearches: FilterSearches = {
  Tags: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchMediaTags, {
      query: {
        searchText: searchableText(searchText),
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.tags, hasMore: answer.hasMore };
  },
  Media: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchMedia, {
      body: {
        libraries: ['MediaLibrary'],
        mediaTypes: [],
        searchText: searchableText(searchText),
        OrderBy: 'MediaName',
        Order: 'asc',
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.Medias, hasMore: answer.hasMore };
  },
};
