import {
  listAccountTriggers,
  listPlayerFormats,
  previewBroadcast,
  previewBroadcastZone,
  type BroadcastPreviewBody,
} from '@marquee/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';
import { broadcastsKey } from './broadcasts.api';

/** The formats a preview can play on: those a screen of the account can have. */
export const previewFormatsQuery = queryOptions({
  queryKey: ['playerFormats'],
  queryFn: ({ signal }) => callApi(listPlayerFormats, { signal }),
  select: (answer) => answer.PlayerFormats,
});

/** The account's triggers with their names and whether each holds now. */
export const previewTriggersQuery = queryOptions({
  queryKey: ['triggers', 'preview'],
  queryFn: ({ signal }) =>
    callApi(listAccountTriggers, {
      query: { OrderBy: 'Name', Order: 'asc', MaxItemsInResult: 100, SkipItemsInResult: 0 },
      signal,
    }),
  select: (answer) => answer.accountTriggers,
});

/** The zone a preview plays in, whose wall clock its moment is picked on. */
export const previewZoneQuery = (code: string) =>
  queryOptions({
    queryKey: [...broadcastsKey, 'previewZone', code],
    queryFn: ({ signal }) => callApi(previewBroadcastZone, { params: { code }, signal }),
    select: (answer) => answer.timeZone,
  });

export function usePreviewBroadcast(code: string) {
  return useMutation({
    mutationFn: (body: BroadcastPreviewBody) =>
      callApi(previewBroadcast, { params: { code }, body }),
  });
}
