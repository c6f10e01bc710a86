import { searchMedia } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataTableSort } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { mediaKey, mediaSearchBody, type MediaTab } from './media.api';
import { toMediaRow } from './media-columns';

/** How often the list asks again while a thumbnail is still being made. */
export const processingPollMs = 2000;

function mediaListQuery(
  tab: MediaTab,
  searchText: string,
  condition: FilterCondition | null,
  sort: DataTableSort,
) {
  const body = mediaSearchBody(tab, searchText, condition, sort);
  return infiniteQueryOptions({
    queryKey: [...mediaKey, 'list', body],
    queryFn: ({ pageParam, signal }) =>
      callApi(searchMedia, { body: { ...body, SkipItemsInResult: pageParam }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((count, page) => count + page.Medias.length, 0) : undefined,
  });
}

/** The library's rows; while any is processing, the list refetches until its thumbnail is ready. */
export function useMediaList(
  tab: MediaTab,
  searchText: string,
  condition: FilterCondition | null,
  sort: DataTableSort,
) {
  const list = useInfiniteQuery({
    ...mediaListQuery(tab, searchText, condition, sort),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.Medias.some((m) => m.processing === 'pending'))
        ? processingPollMs
        : false,
  });
  const rows = useMemo(
    () => list.data?.pages.flatMap((page) => page.Medias.map(toMediaRow)) ?? [],
    [list.data],
  );
  return { list, rows };
}
