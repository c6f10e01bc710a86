import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useCallback, useContext } from 'react';

/**
 * How the open routes (sign-in, access denied, temporary login), which are part of the entry,
 * reach the query cache: it loads with the signed-in area, so they load it when they need it.
 * A cache provided above them (a test's own) is the one they use.
 */
export function useQueryClientLoader(): () => Promise<QueryClient> {
  const provided = useContext(QueryClientContext);
  return useCallback(
    () =>
      provided
        ? Promise.resolve(provided)
        : import('./app-query-client').then((module) => module.appQueryClient),
    [provided],
  );
}
