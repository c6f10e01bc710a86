import { getSupportUserAccessToken, searchClients, type CallResponse } from '@marquee/contracts';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/lib/api/search-list';

const clientsOf = (answer: CallResponse<typeof searchClients>) => answer.clients;

/** The client accounts the caller reaches, by name, searched by the top bar's text. */
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

/**
 * Opens the customer app in a new tab, signed in to the account as a support user. The
 * token travels in the address fragment, which browsers never send to a server.
 */
export async function openAsSupportUser(clientCode: string): Promise<void> {
  // Opened before the call so the browser still counts it as the click's own window.
  const tab = window.open('about:blank', '_blank');
  const answer = await callApi(getSupportUserAccessToken, { params: { id: clientCode } }).catch(
    (error: unknown) => {
      tab?.close();
      throw error;
    },
  );
  const { accessToken } = answer;
  const address = `/logins/${encodeURIComponent(clientCode)}#access_token=${encodeURIComponent(accessToken)}`;
  if (tab) tab.location.href = address;
  else window.location.assign(address);
}
