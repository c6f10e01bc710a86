import {
  deleteExternalMessage,
  getExternalMessage,
  listExternalMessages,
  resendExternalMessage,
  type CallResponse,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataTablePageSize } from '@/kit/data-table';
import { useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';

const alarmsKey = ['support', 'alarms'] as const;

const messagesOf = (answer: CallResponse<typeof listExternalMessages>) => answer.ExternalMessages;
const idOf = (message: { id: string }) => message.id;

/** The alarms in reach, newest first, searched by the top bar's text; failures show on the page. */
export function useAlarmList(text: string) {
  return useSearchList({
    queryKey: [...alarmsKey, 'list'],
    searchText: text,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText, page, signal }) =>
      callApi(listExternalMessages, { query: { searchText, ...page }, signal, isQuiet: true }),
    itemsOf: messagesOf,
    keyOf: idOf,
  });
}

export const alarmQuery = (id: string) =>
  queryOptions({
    queryKey: [...alarmsKey, 'message', id],
    queryFn: ({ signal }) => callApi(getExternalMessage, { params: { id }, signal, isQuiet: true }),
    select: (answer) => answer.ExternalMessage,
    // Deliveries still queued go out within seconds; the details follow them until none is left.
    refetchInterval: (query) =>
      query.state.data?.ExternalMessage.deliveries.some((delivery) => delivery.state === 'queued')
        ? 3_000
        : false,
    // A 404 is a message gone or out of reach; asking again would not change it.
    retry: false,
  });

/** Sends a message again; its deliveries then show the new one. */
export function useResendAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(resendExternalMessage, { params: { id }, isQuiet: true }),
    onSuccess: (answer, id) => queryClient.setQueryData([...alarmsKey, 'message', id], answer),
  });
}

/** Deletes a message; the list loads again without it. */
export function useDeleteAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteExternalMessage, { params: { id }, isQuiet: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...alarmsKey, 'list'] }),
  });
}
