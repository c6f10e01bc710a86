import {
  exportPlays,
  summarizePlays,
  type PlayFilter,
  type PlaySummaryRequest,
} from '@marquee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { downloadCallFile } from '@/lib/api/download-file';

/** The report of the chosen range, kept on screen while the next one loads. */
export function usePlaySummary(request: PlaySummaryRequest) {
  return useQuery({
    queryKey: ['proofOfPlay', 'summary', request],
    queryFn: ({ signal }) => callApi(summarizePlays, { body: request, signal, isQuiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads every play of the range as CSV. */
export function downloadPlays(filter: PlayFilter): Promise<void> {
  return downloadCallFile(exportPlays, { body: filter }, `plays-${filter.from.slice(0, 10)}.csv`);
}
