import { useCallback } from 'react';
import { useSearchList, type PageRequest } from '../search-list';
import { pickerSearchDelayMs } from '../code-picker';
import { dataTablePageSize, type DataTableSort } from '../data-table';
import {
  hasMorePages,
  type MediaLibrary,
  type MediaOrderBy,
  type MediaSearch,
  type MediaType,
  type PickerMedia,
} from './media-search';

export interface MediaQuery {
  library: MediaLibrary;
  mediaTypes: readonly MediaType[];
  searchText: string;
  sort: DataTableSort;
}

interface PickerPage {
  medias: PickerMedia[];
  hasMore: boolean;
  continuationToken?: string;
}

const mediasOf = (page: PickerPage) => page.medias;
const codeOf = (media: PickerMedia) => media.mediaCode;

/**
 * Pages of 50 through the media search, as every list pages (the next page by the answer's
 * continuation token where it gives one); new text (once it settles, from 3 characters on),
 * another tab or a new sort starts again from the first page, and cancels the older question.
 */
export function useMediaSearch(
  search: MediaSearch,
  { library, mediaTypes, searchText, sort }: MediaQuery,
) {
  const { orderBy, order } = sort;
  const fetchPage = useCallback(
    async ({ searchText: text, page }: { searchText: string | undefined; page: PageRequest }) => {
      const result = await search({
        library,
        mediaTypes,
        searchText: text ?? '',
        maxItemsInResult: page.MaxItemsInResult,
        skipItemsInResult: page.SkipItemsInResult,
        continuationToken: page.ContinuationToken,
        orderBy: orderBy as MediaOrderBy,
        order,
      });
      const loaded = page.SkipItemsInResult + result.medias.length;
      return {
        medias: result.medias,
        hasMore: hasMorePages(result, loaded, page.MaxItemsInResult),
        continuationToken: result.continuationToken,
      };
    },
    [search, library, mediaTypes, orderBy, order],
  );
  const list = useSearchList({
    // The search itself is part of the question: another source answers differently.
    queryKey: ['media-picker', search, library, mediaTypes, orderBy, order],
    searchText,
    fetchPage,
    itemsOf: mediasOf,
    keyOf: codeOf,
    pageSize: dataTablePageSize,
    debounceMs: pickerSearchDelayMs,
  });
  return {
    medias: list.items,
    hasMore: list.hasMore,
    isLoading: list.isLoading,
    hasFailed: list.isError,
    loadMore: list.loadMore,
    retry: list.retry,
  };
}
