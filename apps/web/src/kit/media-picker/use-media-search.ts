import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { searchableText } from '@/lib/api/search-list';
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

interface SearchState {
  medias: PickerMedia[];
  hasMore: boolean;
  isLoading: boolean;
  hasFailed: boolean;
}

const initialState: SearchState = { medias: [], hasMore: false, isLoading: true, hasFailed: false };

export interface MediaQuery {
  library: MediaLibrary;
  mediaTypes: readonly MediaType[];
  searchText: string;
  sort: DataTableSort;
}

/**
 * Pages of 50 through the media search; new text (once it settles, from 3
 * characters on), another tab or a new sort starts again from the first page,
 * and an answer to an older question is dropped.
 */
export function useMediaSearch(
  search: MediaSearch,
  { library, mediaTypes, searchText, sort }: MediaQuery,
) {
  // Below 3 characters the picker lists everything, so such text asks nothing new.
  const [debounced] = useDebouncedValue(searchableText(searchText) ?? '', pickerSearchDelayMs);
  const [state, setState] = useState<SearchState>(initialState);
  const request = useRef(0);
  const { orderBy, order } = sort;

  const fetchPage = useCallback(
    async (skip: number) => {
      const id = ++request.current;
      setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
      try {
        const result = await search({
          library,
          mediaTypes,
          searchText: debounced,
          maxItemsInResult: dataTablePageSize,
          skipItemsInResult: skip,
          orderBy: orderBy as MediaOrderBy,
          order,
        });
        if (id !== request.current) return;
        setState((previous) => {
          const medias = skip === 0 ? result.medias : [...previous.medias, ...result.medias];
          return {
            medias,
            hasMore: hasMorePages(result, medias.length, dataTablePageSize),
            isLoading: false,
            hasFailed: false,
          };
        });
      } catch {
        if (id !== request.current) return;
        setState((previous) => ({ ...previous, isLoading: false, hasFailed: true }));
      }
    },
    [search, library, mediaTypes, debounced, orderBy, order],
  );

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchPage(0);
  }, [fetchPage]);

  return {
    ...state,
    loadMore: (skip: number) => void fetchPage(skip),
    retry: () => void fetchPage(state.medias.length),
  };
}
