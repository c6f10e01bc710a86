import {
  createSocialChannel,
  deleteSocialChannel,
  listSocialChannels,
  listSocialPosts,
  updateSocialChannel,
  type CallResponse,
  type SocialChannel,
  type SocialChannelInput,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataTablePageSize } from '@/kit/data-table';
import { useSearchList } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';

const channelsKey = ['socialChannels'] as const;

/** How often the list asks again while a channel waits for a read. */
const firstFetchPollMs = 3_000;

const channelsOf = (answer: CallResponse<typeof listSocialChannels>) => answer.socialChannels;
const codeOf = (channel: SocialChannel) => channel.channelCode;

/**
 * Whether a channel waits for the read its creation or its last change started (a change clears
 * the error, and a read that works comes after it): its posts are on their way.
 */
export const isAwaitingFetch = (channel: SocialChannel) =>
  channel.lastError === null &&
  (channel.lastFetchedAt === null || channel.lastFetchedAt < channel.modifiedAt);

/**
 * The account's channels by name, searched by the top bar's text; while one waits for a read the
 * list asks again every few seconds, so its posts show as they arrive.
 */
export function useSocialChannelList(searchText: string) {
  return useSearchList({
    queryKey: [...channelsKey, 'list'],
    searchText,
    pageSize: dataTablePageSize,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(listSocialChannels, { query: { SearchText: text, ...page }, signal, isQuiet: true }),
    itemsOf: channelsOf,
    keyOf: codeOf,
    refetchIntervalMs: (pages) =>
      pages.some((page) => page.socialChannels.some(isAwaitingFetch)) ? firstFetchPollMs : false,
  });
}

/** A channel's posts, newest first. */
export const socialPostsQuery = (channelCode: string) =>
  queryOptions({
    queryKey: [...channelsKey, 'posts', channelCode],
    queryFn: ({ signal }) =>
      callApi(listSocialPosts, { params: { channelCode }, signal, isQuiet: true }),
    select: (answer) => answer.posts,
  });

function useChannelsMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsKey }),
  });
}

/** Adds a channel, or changes the one `channelCode` names; either fetches it at once. */
export function useSaveSocialChannel(channelCode: string | null) {
  return useChannelsMutation((body: SocialChannelInput) =>
    channelCode
      ? callApi(updateSocialChannel, { params: { channelCode }, body, isQuiet: true })
      : callApi(createSocialChannel, { body, isQuiet: true }),
  );
}

export function useDeleteSocialChannel() {
  return useChannelsMutation((channelCode: string) =>
    callApi(deleteSocialChannel, { params: { channelCode }, isQuiet: true }),
  );
}
