import {
  mediaFilterCalls as calls,
  searchMedia,
  searchMediaTags,
  type MediaFilter,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterSearches, SavedFilter, SaveFilterPayload } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { searchable } from './media.api';

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
  return {
    filterCode: filter.mediaFilterCode,
    filterName: filter.mediaFilterName,
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
    MediaFilter: { MediaFilterName: filterName },
    Filter: { Condition: condition ?? { operator: 'AND' as const, subNodes: [] } },
  };
}

export function useSaveMediaFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ filterName, condition, filterCode }: SaveFilterPayload) => {
      const body = bodyOf(filterName, condition);
      const answer = filterCode
        ? await callApi(calls.update, { params: { id: filterCode }, body })
        : await callApi(calls.create, { body });
      return answer.MediaFilter;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey }),
  });
}

export function useDeleteMediaFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filterCode: string) => callApi(calls.remove, { params: { id: filterCode } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey }),
  });
}

/** What a media filter can pick: tags and media by name. */
export const mediaFilterSearches: FilterSearches = {
  Tags: async ({ searchText, maxItemsInResult, skipItemsInResult }) => {
    const answer = await callApi(searchMediaTags, {
      query: {
        searchText: searchable(searchText),
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
        searchText: searchable(searchText),
        OrderBy: 'MediaName',
        Order: 'asc',
        MaxItemsInResult: maxItemsInResult,
        SkipItemsInResult: skipItemsInResult,
      },
    });
    return { items: answer.Medias, hasMore: answer.hasMore };
  },
};
