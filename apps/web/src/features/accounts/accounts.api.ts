import { getAccountDetails, getSupportUserAccessToken } from '@marquee/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

export function accountDetailsQuery(clientCode: string) {
  return queryOptions({
    queryKey: ['support', 'clients', 'details', clientCode],
    queryFn: ({ signal }) => callApi(getAccountDetails, { params: { id: clientCode }, signal }),
    // A 404 is the answer for an account out of reach; asking again would not change it.
    retry: false,
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
