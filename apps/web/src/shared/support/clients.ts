import { searchClients, type CallResponse } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';

const clientsOf = (answer: CallResponse<typeof searchClients>) => answer.clients;

/** The client accounts the caller reaches, by name, searched by the typed text. */
export function useClients(searchText: string, order: 'asc' | 'desc') {
  return useSearchList({
    queryKey: ['support', 'clients', order],
    searchText,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(searchClients, {
        query: { SearchText: searchText, OrderBy: 'clientName', Order: order, ...page },
        signal,
      }),
    itemsOf: clientsOf,
  });
}
