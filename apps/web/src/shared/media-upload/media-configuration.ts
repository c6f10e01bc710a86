import { getMediaConfiguration } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

/** What uploads accept and whether Unsplash imports are on: fixed for the server's life. */
export function useMediaConfiguration() {
  return useQuery({
    queryKey: ['media', 'configuration'],
    queryFn: () => callApi(getMediaConfiguration, {}),
    staleTime: Infinity,
  });
}
