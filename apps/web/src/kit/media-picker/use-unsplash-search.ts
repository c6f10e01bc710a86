import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UnsplashSource } from './unsplash-source';

/** The picker's text filter waits this long after the last key (002 section 9). */
export const unsplashDebounceMs = 800;

/**
 * Pages of an Unsplash search for the picker's search text, asked once the typing stops. Each
 * query keeps its own pages, so an older query's late answer never shows under a newer one.
 */
export function useUnsplashSearch(source: UnsplashSource, searchText: string) {
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(searchText.trim()), unsplashDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText]);
  const pages = useInfiniteQuery({
    queryKey: ['unsplash-search', source, query],
    queryFn: ({ pageParam }) => source.search(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.totalPages ? all.length + 1 : undefined),
    enabled: query !== '',
    retry: false,
  });
  return {
    query,
    photos: pages.data?.pages.flatMap((page) => page.photos) ?? [],
    isLoading: pages.isFetching,
    error: pages.error ? pages.error.message : null,
    hasMore: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    retry: () => void pages.refetch(),
  };
}
