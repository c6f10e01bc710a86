import { searchMedia, type CallResponse, type Media } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { useMemo } from 'react';
import type { DataTableSort } from '@/kit/data-table';
import { callApi } from '@/lib/api/call-api';
import { useSearchList } from '@/kit/search-list';
import { mediaKey, mediaSearchBody, type MediaTab, type PageLibrary } from './media.api';
import { toMediaRow } from './media-columns';

/** How often the list asks again while a thumbnail is still being made. */
export const processingPollMs = 2000;

type MediaPage = CallResponse<typeof searchMedia>;

const mediasOf = (page: MediaPage) => page.Medias;
const codeOf = (media: Media) => media.mediaCode;
const pollWhileProcessing = (pages: readonly MediaPage[]) =>
  pages.some((page) => page.Medias.some((m) => m.processing === 'pending'))
    ? processingPollMs
    : false;

/**
 * The library's rows, page after page by the answers' continuation token (skipping stops at
 * 10,000); while any is processing, the list asks again until its thumbnail is ready.
 */
export function useMediaList(
  tab: MediaTab,
  searchText: string,
  condition: FilterCondition | null,
  sort: DataTableSort,
  library: PageLibrary = 'MediaLibrary',
) {
  const body = mediaSearchBody(tab, '', condition, sort, library);
  const list = useSearchList({
    queryKey: [...mediaKey, 'list', body],
    searchText,
    fetchPage: ({ searchText: text, page, signal }) =>
      callApi(searchMedia, { body: { ...body, searchText: text, ...page }, signal }),
    itemsOf: mediasOf,
    keyOf: codeOf,
    refetchIntervalMs: pollWhileProcessing,
  });
  const rows = useMemo(() => list.items.map(toMediaRow), [list.items]);
  return { list, rows };
}
