import { listAccountTriggers } from '@marquee/contracts';
import type { PickerSearch, TriggerLookup } from '@/kit/code-picker';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';

/** The account's triggers by name, as `TriggerPicker` reads them (broadcast and campaign editors). */
export const searchTriggers: PickerSearch<TriggerLookup> = async (request) => {
  const answer = await callApi(listAccountTriggers, {
    query: {
      SearchText: searchableText(request.searchText),
      OrderBy: 'Name',
      Order: 'asc',
      MaxItemsInResult: request.maxItemsInResult,
      SkipItemsInResult: request.skipItemsInResult,
    },
  });
  return { items: answer.accountTriggers, hasMore: answer.hasMore };
};
