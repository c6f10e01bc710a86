import { searchClients, searchOrganizations } from '@marquee/contracts';
import type { FilterSearches } from '@/kit/filter-builder';
import { callApi } from '@/lib/api/call-api';
import { searchableText } from '@/kit/search-list';

/** The console's filter pickers: accounts the caller reaches and organizations. */
export const consoleFilterSearches: FilterSearches = {
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
