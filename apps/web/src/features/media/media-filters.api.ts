import { mediaFilterCalls as calls, searchMedia, searchMediaTags } from '@marquee/contracts';
import type { FilterSearches } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import type { SavedFilterKind } from '@/shared/saved-filters/saved-filters';
import { searchableText } from '@/kit/search-list';

/** The account's saved media filters, for the shared saved-filter panel. */
export const mediaFilterKind: SavedFilterKind<'media'> = {
  calls,
  filtersKey: ['media', 'filters'],
};

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
