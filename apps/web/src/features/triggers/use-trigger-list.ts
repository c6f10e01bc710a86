import { listAccountTriggers, type AccountTrigger, type CallResponse } from '@marquee/contracts';
import { dataTablePageSize } from '@/kit/data-table';
import { useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import { triggersKey, type TriggerGroup, type TriggerOrderBy } from './triggers.api';

// Apart from the other calls, so the editor does not load the list's table with them.
const triggersOf = (answer: CallResponse<typeof listAccountTriggers>) => answer.accountTriggers;
const codeOf = (trigger: AccountTrigger) => trigger.triggerCode;

interface TriggerListFilter {
  triggerGroup: TriggerGroup | undefined;
  orderBy: TriggerOrderBy;
  order: 'asc' | 'desc';
}

/** The account's triggers of one group (or all), searched by the top bar's text. */
export function useTriggerList(filter: TriggerListFilter, searchText: string) {
  return useSearchList({
    queryKey: [...triggersKey, 'list', filter],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(listAccountTriggers, {
        query: {
          TriggerGroup: filter.triggerGroup,
          SearchText: text,
          OrderBy: filter.orderBy,
          Order: filter.order,
          ...page,
        },
        signal,
        isQuiet: true,
      }),
    itemsOf: triggersOf,
    keyOf: codeOf,
  });
}
