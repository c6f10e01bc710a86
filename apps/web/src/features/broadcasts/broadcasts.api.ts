import {
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listLayers,
  searchGroupPlayers,
  updateBroadcast,
  type Broadcast,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { inputOf, type BroadcastDraft } from './broadcast-draft';

export const broadcastsKey = ['broadcasts'] as const;

export function broadcastQuery(code: string) {
  return queryOptions({
    queryKey: [...broadcastsKey, 'one', code],
    queryFn: ({ signal }) => callApi(getBroadcast, { params: { code }, signal }),
    select: (answer) => answer.broadcast,
    // The editor keeps its own draft; a refetch must not replace what is being edited.
    staleTime: Infinity,
  });
}

/** The account's layers, for a group's layer choice. */
export function layersQuery() {
  return queryOptions({
    queryKey: [...broadcastsKey, 'layers'],
    queryFn: ({ signal }) =>
      callApi(listLayers, { query: { MaxItemsInResult: 100, SkipItemsInResult: 0 }, signal }),
    select: (answer) => answer.layers,
  });
}

/** How many screens a group's filter condition selects now (the editor's live total). */
export function groupPlayerCountQuery(condition: FilterCondition | null) {
  return queryOptions({
    queryKey: [...broadcastsKey, 'groupPlayers', condition],
    queryFn: ({ signal }) =>
      callApi(searchGroupPlayers, {
        body: {
          ...(condition ? { Condition: condition } : {}),
          OrderBy: 'Name',
          Order: 'asc',
          MaxItemsInResult: 1,
          SkipItemsInResult: 0,
        },
        signal,
      }),
    select: (answer) => answer.TotalCount,
  });
}

/** A save that failed because someone else saved the broadcast since it was loaded. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}

/** Saves a new broadcast or one loaded at `version`; the answer is the saved broadcast. */
export function useSaveBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: {
      code: string | null;
      version: string | null;
      draft: BroadcastDraft;
    }): Promise<Broadcast> => {
      const body = inputOf(save.draft);
      const answer =
        save.code && save.version
          ? await callApi(updateBroadcast, {
              params: { code: save.code },
              body: { ...body, version: save.version },
            })
          : await callApi(createBroadcast, { body });
      return answer.broadcast;
    },
    onSuccess: (broadcast) => {
      queryClient.setQueryData([...broadcastsKey, 'one', broadcast.broadcastCode], {
        success: { ok: true },
        broadcast,
      });
      void queryClient.invalidateQueries({ queryKey: broadcastsKey, refetchType: 'none' });
    },
  });
}

export function useDeleteBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(deleteBroadcast, { params: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: broadcastsKey }),
  });
}
