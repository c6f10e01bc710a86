import { queryOptions, useQuery } from '@tanstack/react-query';
import { appConfiguration } from '@/lib/configuration';

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser', appConfiguration],
  // The API client and the contracts (with zod) load with this first call, not with the entry.
  queryFn: async ({ signal }) => (await import('./load-current-user')).loadCurrentUser(signal),
  staleTime: 30_000,
  retry: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
