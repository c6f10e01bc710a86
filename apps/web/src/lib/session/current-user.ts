import { getSignedInUser, getSupportCurrentUser } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { appConfiguration } from '@/lib/configuration';
import { fromSignedInUser, fromSupportUser, type ShellUser } from './shell-user';

async function loadCurrentUser(signal: AbortSignal): Promise<ShellUser> {
  if (appConfiguration === 'support') {
    const answer = await callApi(getSupportCurrentUser, { signal });
    return fromSupportUser(answer.user);
  }
  const answer = await callApi(getSignedInUser, { signal });
  return fromSignedInUser(answer.user);
}

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser', appConfiguration],
  queryFn: ({ signal }) => loadCurrentUser(signal),
  staleTime: 30_000,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
