import {
  deleteMessageInErrorQueue,
  listEndpointErrorMessages,
  listEndpointFilesInError,
  listEndpoints,
  returnMessageToSourceQueue,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

const endpointsKey = ['support', 'endpoints'] as const;

export const endpointsQuery = () =>
  queryOptions({
    queryKey: [...endpointsKey, 'list'],
    queryFn: ({ signal }) => callApi(listEndpoints, { signal, isQuiet: true }),
    select: (answer) => answer.Endpoints,
  });

export const errorMessagesQuery = (endpointId: string) =>
  queryOptions({
    queryKey: [...endpointsKey, endpointId, 'messages'],
    queryFn: ({ signal }) =>
      callApi(listEndpointErrorMessages, { params: { id: endpointId }, signal, isQuiet: true }),
    select: (answer) => answer.Messages,
    // A 404 names an endpoint that does not exist; asking again would not change it.
    retry: false,
  });

export const filesInErrorQuery = (endpointId: string) =>
  queryOptions({
    queryKey: [...endpointsKey, endpointId, 'files'],
    queryFn: ({ signal }) =>
      callApi(listEndpointFilesInError, { params: { id: endpointId }, signal, isQuiet: true }),
    select: (answer) => answer.Files,
    retry: false,
  });

/** What can be done to a message in an error queue: send it again, or drop it. */
export type MessageAction = 'return' | 'delete';

/**
 * Returns a message to its queue or deletes it; either way it leaves the error queue, so the
 * endpoint's list and counts load again. The dialog that asked shows a failure.
 */
export function useMessageAction(endpointId: string, action: MessageAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (messageId: string) => {
      const input = { body: { endpointId, messageId }, isQuiet: true };
      if (action === 'return') await callApi(returnMessageToSourceQueue, input);
      else await callApi(deleteMessageInErrorQueue, input);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointsKey }),
  });
}
