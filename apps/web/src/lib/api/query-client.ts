import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Errors are already shown by the client's rules; retry only what the network dropped. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 2 && error instanceof ApiError && error.kind === 'transport',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
