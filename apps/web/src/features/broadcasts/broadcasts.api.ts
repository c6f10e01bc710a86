import type { broadcastListTabs } from '@marquee/contracts';
import {
  broadcastPeriodStatus,
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  listBroadcasts,
  listLayers,
  searchGroupPlayers,
  updateBroadcast,
  type Broadcast,
  type CallResponse,
} from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';
import { draftOf, duplicateDraft, inputOf, type BroadcastDraft } from './broadcast-draft';

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

/**
 * The layers a group can play on (those of the formats in use, or of every usable format while
 * the account has no screen), for a group's layer choice.
 */
export function layersQuery() {
  return queryOptions({
    queryKey: [...broadcastsKey, 'layers'],
    queryFn: ({ signal }) =>
      callApi(listLayers, { query: { MaxItemsInResult: 100, SkipItemsInResult: 0 }, signal }),
    select: (answer) => answer.layers,
  });
}

type FormatLayer = CallResponse<typeof listLayers>['layers'][number];

/** Layers as the layer choice offers them: grouped by their format, since names repeat. */
export function layerChoices(layers: readonly FormatLayer[]) {
  const byFormat = new Map<string, { group: string; items: { value: string; label: string }[] }>();
  for (const layer of layers) {
    const choice = { value: layer.layerCode, label: layer.name };
    const known = byFormat.get(layer.playerFormatCode);
    if (known) known.items.push(choice);
    else byFormat.set(layer.playerFormatCode, { group: layer.playerFormatName, items: [choice] });
  }
  return [...byFormat.values()];
}

/**
 * How many screens a group's filter condition selects now (the editor's live total), read by the
 * server through the same rule as the list and the screens: no condition of screens, no screen.
 */
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

/**
 * Saves a new broadcast or one loaded at `version`; the answer is the saved broadcast. The
 * schedule's periods are checked by the period-status call first (002 section 8), and nothing is
 * stored unless it succeeds: its refusal is the save's failure.
 */
export function useSaveBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (save: {
      code: string | null;
      version: string | null;
      draft: BroadcastDraft;
    }): Promise<Broadcast> => {
      const body = inputOf(save.draft);
      await callApi(broadcastPeriodStatus, { body: { periods: body.schedule.periods } });
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

export type BroadcastTab = (typeof broadcastListTabs)[number];
export type BroadcastOrderBy = 'Name' | 'Modified';

const itemsOf = (answer: CallResponse<typeof listBroadcasts>) => answer.Broadcasts;

/**
 * The broadcasts of a tab, searched and paged like every list: the local selections
 * (`isInteractive`) or the others.
 */
export function useBroadcastList(
  tab: BroadcastTab,
  searchText: string,
  sort: { orderBy: BroadcastOrderBy; order: 'asc' | 'desc' },
  isInteractive = false,
) {
  return useSearchList({
    queryKey: [...broadcastsKey, 'list', tab, sort, isInteractive],
    searchText,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(listBroadcasts, {
        query: {
          Tab: tab,
          IsInteractive: isInteractive,
          SearchText: text,
          OrderBy: sort.orderBy,
          Order: sort.order,
          ...page,
        },
        signal,
      }),
    itemsOf,
  });
}

/** A broadcast that reaches or names screens or media the user cannot see. */
export const isPartlyOutsideReach = (broadcast: Broadcast) =>
  broadcast.outsideReach.screens > 0 || broadcast.outsideReach.media > 0;

/**
 * A row action refused before it is sent: the user reads only part of the broadcast, so a save
 * would be refused and a duplicate would copy only that part.
 */
export class OutsideReachError extends Error {}

/** The broadcast of this code, for a row action; refused when it lies partly outside reach. */
async function wholeBroadcast(code: string): Promise<Broadcast> {
  const { broadcast } = await callApi(getBroadcast, { params: { code } });
  if (isPartlyOutsideReach(broadcast)) throw new OutsideReachError(broadcast.broadcastCode);
  return broadcast;
}

/** Loads a broadcast, changes it and saves it over the version it was loaded at. */
async function resave(code: string, change: (draft: BroadcastDraft) => BroadcastDraft) {
  const broadcast = await wholeBroadcast(code);
  const body = inputOf(change(draftOf(broadcast)));
  return callApi(updateBroadcast, {
    params: { code },
    body: { ...body, version: broadcast.version },
  });
}

/** Row actions: play or pause (Confirmed or Draft), and duplicate as a new Draft. */
export function useBroadcastRowActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: broadcastsKey });
  const setPlaying = useMutation({
    mutationFn: ({ code, isPlaying }: { code: string; isPlaying: boolean }) =>
      resave(code, (draft) => ({
        ...draft,
        schedule: { ...draft.schedule, status: isPlaying ? 'Confirmed' : 'Draft' },
      })),
    onSettled: refresh,
  });
  const duplicate = useMutation({
    mutationFn: async (code: string) => {
      const broadcast = await wholeBroadcast(code);
      return callApi(createBroadcast, { body: inputOf(duplicateDraft(draftOf(broadcast))) });
    },
    onSettled: refresh,
  });
  return { setPlaying, duplicate };
}
