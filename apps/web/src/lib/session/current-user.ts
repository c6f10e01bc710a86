import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserKey } from './current-user-key';

export const currentUserQuery = queryOptions({
  queryKey: currentUserKey,
  // The API client and the contracts (with zod) load with this first call, not with the entry.
  queryFn: async ({ signal }) => (await import('./load-current-user')).loadCurrentUser(signal),
  staleTime: 30_000,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
