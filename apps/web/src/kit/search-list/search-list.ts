import { defaultPageSize, minSearchLength } from '@marquee/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

/** What every list answers beside its rows (the contracts' pageAnswerShape). */
export interface ListPageAnswer {
  hasMore: boolean;
  continuationToken?: string;
}

/** The spec's paging as a list call takes it. */
export interface PageRequest {
  MaxItemsInResult: number;
  SkipItemsInResult: number;
  ContinuationToken?: string;
}

export interface SearchListOptions<TAnswer extends ListPageAnswer, TItem> {
  /** Names the list with its filters and order; the search text is added to it. */
  queryKey: readonly unknown[];
  /** As typed: trimmed, and shorter than 3 characters it lists everything. */
  searchText: string;
  fetchPage: (request: {
    searchText: string | undefined;
    page: PageRequest;
    signal: AbortSignal;
  }) => Promise<TAnswer>;
  itemsOf: (answer: TAnswer) => readonly TItem[];
  /**
   * Names a row; an appended page drops rows already listed (a row can move between pages
   * when rows are added or renamed while the user pages).
   */
  keyOf?: (item: TItem) => string;
  pageSize?: number;
  /** Text fed by keystrokes settles this long first; the top bar's search box already waits. */
  debounceMs?: number;
  /**
   * Asks again for every loaded page this often while the page is in view (live values), or
   * as often as the pages loaded say (false: not now).
   */
  refetchIntervalMs?: number | ((pages: readonly TAnswer[]) => number | false);
  /** False holds the first page back, e.g. until a picker's dropdown opens. */
  enabled?: boolean;
}

/** The search text the server takes: trimmed, and undefined (no search) below 3 characters. */
export function searchableText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length >= minSearchLength ? trimmed : undefined;
}

/** The rows of all pages in order; with `keyOf`, a row already listed is not listed again. */
export function appendPages<TAnswer, TItem>(
  pages: readonly TAnswer[],
  itemsOf: (answer: TAnswer) => readonly TItem[],
  keyOf?: (item: TItem) => string,
): TItem[] {
  const items = pages.flatMap((page) => itemsOf(page));
  if (!keyOf) return items;
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type PageParam = Omit<PageRequest, 'MaxItemsInResult'>;

/**
 * Pages of a list: the next one continues from the last page's token, or skips the rows
 * loaded when the list gives no token; none once a page says nothing more exists.
 */
export function searchListQueryOptions<TAnswer extends ListPageAnswer, TItem>(
  options: Omit<SearchListOptions<TAnswer, TItem>, 'debounceMs' | 'refetchIntervalMs' | 'enabled'>,
) {
  const searchText = searchableText(options.searchText);
  const pageSize = options.pageSize ?? defaultPageSize;
  return infiniteQueryOptions({
    queryKey: [...options.queryKey, { searchText: searchText ?? '' }],
    initialPageParam: { SkipItemsInResult: 0 } as PageParam,
    // TanStack aborts this signal when a new search replaces the query (spec: a new search
    // cancels the one still running).
    queryFn: ({ pageParam, signal }) =>
      options.fetchPage({ searchText, page: { MaxItemsInResult: pageSize, ...pageParam }, signal }),
    getNextPageParam: (last, pages): PageParam | undefined => {
      if (!last.hasMore) return undefined;
      if (last.continuationToken) {
        return { SkipItemsInResult: 0, ContinuationToken: last.continuationToken };
      }
      const loaded = pages.reduce((count, page) => count + options.itemsOf(page).length, 0);
      return { SkipItemsInResult: loaded };
    },
  });
}

/** "Search and load more" for a list: its rows so far, whether more exist, and how to load them. */
export function useSearchList<TAnswer extends ListPageAnswer, TItem>(
  options: SearchListOptions<TAnswer, TItem>,
) {
  const [searchText] = useDebouncedValue(options.searchText, options.debounceMs ?? 0);
  const query = useInfiniteQuery({
    ...searchListQueryOptions({ ...options, searchText }),
    refetchInterval: (query) => {
      const interval = options.refetchIntervalMs;
      return typeof interval === 'function'
        ? interval(query.state.data?.pages ?? [])
        : (interval ?? false);
    },
    enabled: options.enabled ?? true,
  });
  const { itemsOf, keyOf } = options;
  const items = useMemo(
    () => appendPages(query.data?.pages ?? [], itemsOf, keyOf),
    [query.data, itemsOf, keyOf],
  );
  return {
    items,
    hasMore: query.hasNextPage,
    isLoading: query.isFetching,
    isError: query.isError,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    /** After a failure: the first page again, or the page that failed. */
    retry: () => void (query.data ? query.fetchNextPage() : query.refetch()),
  };
}
