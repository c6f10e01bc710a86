import {
  createChannel,
  deleteChannel,
  explainPlayerSchedule,
  getPlayerChannels,
  updateChannel,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

export const channelsKey = (playerId: string) => ['channels', playerId] as const;

export const channelsQuery = (playerId: string) =>
  queryOptions({
    queryKey: channelsKey(playerId),
    queryFn: ({ signal }) =>
      callApi(getPlayerChannels, { params: { playerCode: playerId }, signal }),
    select: (answer) => answer.playerChannels,
  });

export type PlayerChannel = CallResponse<
  typeof getPlayerChannels
>['playerChannels']['channels'][number];
export type Explanation = CallResponse<typeof explainPlayerSchedule>['explanation'];

/** Why the screen plays what it plays at an instant (ISO), per layer and channel. */
/** What the screen plays at an instant, or now without one. */
export const explainQuery = (playerId: string, at: string | null) =>
  queryOptions({
    queryKey: [...channelsKey(playerId), 'explain', at] as const,
    queryFn: ({ signal }) =>
      callApi(explainPlayerSchedule, {
        params: { playerCode: playerId },
        query: at ? { at } : {},
        signal,
      }),
    select: (answer) => answer.explanation,
  });

/** A channel change alters what the screen plays: its channels and rows are read again. */
function useChannelMutation<V, R>(playerId: string, send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelsKey(playerId) }),
        queryClient.invalidateQueries({ queryKey: ['playlist', playerId] }),
      ]),
  });
}

export function useCreateChannel(playerId: string) {
  return useChannelMutation(playerId, ({ name, layerCode }: { name: string; layerCode: string }) =>
    callApi(createChannel, {
      body: { playerCode: playerId, channelName: name, layerCode },
    }),
  );
}

export function useDeleteChannel(playerId: string) {
  return useChannelMutation(playerId, (channelCode: string) =>
    callApi(deleteChannel, { params: { code: channelCode } }),
  );
}

/** Switches a channel on or off, to a takeover or not, or renames it. */
export function useUpdateChannel(playerId: string) {
  return useChannelMutation(
    playerId,
    (change: { channel: PlayerChannel; isActive?: boolean; isTakeover?: boolean; name?: string }) =>
      callApi(updateChannel, {
        params: { code: change.channel.channelCode },
        body: {
          PlayerCode: playerId,
          ChannelCode: change.channel.channelCode,
          IsActive: change.isActive ?? change.channel.isActive,
          IsTakeover: change.isTakeover ?? change.channel.isTakeOver,
          Name: change.name,
        },
      }),
  );
}
