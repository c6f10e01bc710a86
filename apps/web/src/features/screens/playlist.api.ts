import {
  addPlayerMedia,
  deletePlayerMediaRows,
  getMediaThumbnail,
  listPlayerMediaRows,
  reorderPlayerMediaRows,
  setPlayerMediaRowDuration,
  setPlayerMediaRowSchedule,
  setPlayerMediaRowsStatus,
  type CallResponse,
  type MediaRow,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { addressOf, callApi } from '@/lib/api/call-api';
import { withAccessToken } from '@/lib/api/file-url';
import type { MediaRowPeriod } from './playlist-schedule';

const playlistKey = (playerId: string) => ['playlist', playerId] as const;

export { searchLibrary } from '@/lib/api/media-library-search';

export const playlistQuery = (playerId: string) =>
  queryOptions({
    queryKey: playlistKey(playerId),
    queryFn: ({ signal }) => callApi(listPlayerMediaRows, { params: { id: playerId }, signal }),
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

/** Every edit changes what the screen plays, so the playlist is read again after it. */
function usePlaylistMutation<V, R>(playerId: string, send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKey(playerId) }),
  });
}

/** Adds media to the end of a layer, one after another so they keep the order they were chosen. */
export function useAddMedia(playerId: string) {
  return usePlaylistMutation(
    playerId,
    async ({ mediaCodes, layerCode }: { mediaCodes: string[]; layerCode: string }) => {
      for (const code of mediaCodes) {
        await callApi(addPlayerMedia, { params: { id: playerId, code }, body: { layerCode } });
      }
    },
  );
}

export function useDeleteRows(playerId: string) {
  return usePlaylistMutation(playerId, (codes: string[]) =>
    callApi(deletePlayerMediaRows, {
      params: { id: playerId },
      body: { broadcastMediaCodes: codes },
    }),
  );
}

export function useSetRowsStatus(playerId: string) {
  return usePlaylistMutation(
    playerId,
    ({ codes, status }: { codes: string[]; status: MediaRow['status'] }) =>
      callApi(setPlayerMediaRowsStatus, {
        params: { id: playerId },
        body: { broadcastMediaCodes: codes, status },
      }),
  );
}

/** Sets the new order at once in the cache, so a dropped row stays where it was dropped. */
export function useReorderRows(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ layerCode, codes }: { layerCode: string; codes: string[] }) =>
      callApi(reorderPlayerMediaRows, {
        params: { id: playerId },
        body: { layerCode, broadcastMediaCodes: codes },
      }),
    onMutate: ({ layerCode, codes }) => {
      queryClient.setQueryData<PlaylistAnswer>(
        playlistKey(playerId),
        (answer) =>
          answer && {
            ...answer,
            layers: answer.layers.map((layer) => reordered(layer, layerCode, codes)),
          },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistKey(playerId) }),
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

export function useSetDuration(playerId: string) {
  return usePlaylistMutation(
    playerId,
    ({ code, durationSeconds }: { code: string; durationSeconds: number | null }) =>
      callApi(setPlayerMediaRowDuration, {
        params: { id: playerId, code },
        body: { durationSeconds },
      }),
  );
}

export function useSetSchedule(playerId: string) {
  return usePlaylistMutation(
    playerId,
    ({ code, periods }: { code: string; periods: MediaRowPeriod[] }) =>
      callApi(setPlayerMediaRowSchedule, { params: { id: playerId, code }, body: { periods } }),
  );
}
