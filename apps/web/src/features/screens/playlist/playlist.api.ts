import {
  addChannelMedia,
  addPlayerMedia,
  deleteChannelMediaRows,
  deletePlayerMediaRows,
  getMediaThumbnail,
  listPlayerMediaRows,
  reorderChannelMedia,
  reorderPlayerMediaRows,
  setChannelMediaRow,
  setChannelMediaRowsStatus,
  setPlayerMediaRowDuration,
  setPlayerMediaRowSchedule,
  setPlayerMediaRowsStatus,
  type CallResponse,
  type MediaRow,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addressOf, callApi } from '@/lib/api/call-api';
import { withAccessToken } from '@/lib/api/file-url';
import { channelsKey } from './playlist-channels.api';
import type { MediaRowPeriod } from './playlist-schedule';

/**
 * The rows a playlist page edits: a screen's own playlist (its default channel per layer, through
 * the players calls), or one added channel of the screen (through the channels calls).
 */
export interface PlaylistTarget {
  playerId: string;
  /** An added channel; absent for the screen's own playlist. */
  channelCode?: string;
}

const playlistKey = ({ playerId, channelCode }: PlaylistTarget) =>
  ['playlist', playerId, channelCode ?? 'own'] as const;

export { searchLibrary } from '@/shared/searches/media-library-search';

export const playlistQuery = (target: PlaylistTarget) =>
  queryOptions({
    queryKey: playlistKey(target),
    queryFn: ({ signal }) =>
      callApi(listPlayerMediaRows, {
        params: { id: target.playerId },
        query: { channelCode: target.channelCode },
        signal,
      }),
    select: (answer) => answer.layers,
  });

type PlaylistAnswer = CallResponse<typeof listPlayerMediaRows>;
export type PlaylistLayer = PlaylistAnswer['layers'][number];

/** A media thumbnail the browser loads by itself, so its address carries the token. */
export function thumbnailAddress(mediaCode: string): string {
  return withAccessToken(
    addressOf(getMediaThumbnail, { params: { code: mediaCode }, query: undefined }),
  );
}

/** Every edit changes what the screen plays, so its rows and channels are read again after it. */
function usePlaylistMutation<V, R>(target: PlaylistTarget, send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playlistKey(target) }),
        queryClient.invalidateQueries({ queryKey: channelsKey(target.playerId) }),
      ]),
  });
}

/** Adds media to the end of a layer, one after another so they keep the order they were chosen. */
export function useAddMedia(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  return usePlaylistMutation(
    target,
    async ({ mediaCodes, layerCode }: { mediaCodes: string[]; layerCode: string }) => {
      for (const code of mediaCodes) {
        if (channelCode) {
          await callApi(addChannelMedia, {
            params: { code: channelCode, mediaCode: code },
            body: {},
          });
        } else {
          await callApi(addPlayerMedia, { params: { id: playerId, code }, body: { layerCode } });
        }
      }
    },
  );
}

export function useDeleteRows(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  return usePlaylistMutation(target, (codes: string[]) =>
    channelCode
      ? callApi(deleteChannelMediaRows, {
          params: { code: channelCode },
          body: { broadcastMediaCodes: codes },
        })
      : callApi(deletePlayerMediaRows, {
          params: { id: playerId },
          body: { broadcastMediaCodes: codes },
        }),
  );
}

export function useSetRowsStatus(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  return usePlaylistMutation(
    target,
    ({ codes, status }: { codes: string[]; status: MediaRow['status'] }) =>
      channelCode
        ? callApi(setChannelMediaRowsStatus, {
            params: { code: channelCode },
            body: { broadcastMediaCodes: codes, status },
          })
        : callApi(setPlayerMediaRowsStatus, {
            params: { id: playerId },
            body: { broadcastMediaCodes: codes, status },
          }),
  );
}

/** Sets the new order at once in the cache, so a dropped row stays where it was dropped. */
export function useReorderRows(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ layerCode, codes }: { layerCode: string; codes: string[] }) =>
      channelCode
        ? callApi(reorderChannelMedia, {
            params: { code: channelCode },
            body: {
              mediaRows: codes.map((code, orderN) => ({ broadcastMediaCode: code, orderN })),
            },
          })
        : callApi(reorderPlayerMediaRows, {
            params: { id: playerId },
            body: { layerCode, broadcastMediaCodes: codes },
          }),
    onMutate: ({ layerCode, codes }) => {
      queryClient.setQueryData<PlaylistAnswer>(
        playlistKey(target),
        (answer) =>
          answer && {
            ...answer,
            layers: answer.layers.map((layer) => reordered(layer, layerCode, codes)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKey(target) }),
  });
}

function reordered<L extends { layerCode: string; mediaRows: MediaRow[] }>(
  layer: L,
  layerCode: string,
  codes: string[],
): L {
  if (layer.layerCode !== layerCode) return layer;
  const byCode = new Map(layer.mediaRows.map((row) => [row.broadcastMediaCode, row]));
  const mediaRows = codes.flatMap((code, orderN) => {
    const row = byCode.get(code);
    return row ? [{ ...row, orderN }] : [];
  });
  return { ...layer, mediaRows };
}

export function useSetDuration(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  return usePlaylistMutation(
    target,
    ({ code, durationSeconds }: { code: string; durationSeconds: number | null }) =>
      channelCode
        ? callApi(setChannelMediaRow, {
            params: { code: channelCode },
            body: { broadcastMediaCode: code, durationSeconds },
          })
        : callApi(setPlayerMediaRowDuration, {
            params: { id: playerId, code },
            body: { durationSeconds },
          }),
  );
}

export function useSetSchedule(target: PlaylistTarget) {
  const { playerId, channelCode } = target;
  return usePlaylistMutation(
    target,
    ({ code, periods }: { code: string; periods: MediaRowPeriod[] }) =>
      channelCode
        ? callApi(setChannelMediaRow, {
            params: { code: channelCode },
            body: { broadcastMediaCode: code, periods },
          })
        : callApi(setPlayerMediaRowSchedule, {
            params: { id: playerId, code },
            body: { periods },
          }),
  );
}
