import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  pickerPageSize,
  pickerSearchDelayMs,
  type PickerOption,
  type PickerSearch,
} from './code-picker-types';

/**
 * Pages through a picker's search while its dropdown is open. A failed or
 * empty answer reads as no results: the spec shows no message for it.
 */
export function usePickerSearch<T>(
  search: PickerSearch<T>,
  toOption: (item: T) => PickerOption | null,
  searchText: string,
  isOpen: boolean,
) {
  const [debounced] = useDebouncedValue(searchText, pickerSearchDelayMs);
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [isLoading, setIsLoading] = useState(false);
  const request = useRef(0);
  const fetched = useRef(0);

  const fetchPage = useCallback(
    async (skip: number) => {
      const id = ++request.current;
      setIsLoading(true);
      const result = await search({
        searchText: debounced,
        maxItemsInResult: pickerPageSize,
        skipItemsInResult: skip,
      }).catch(() => null);
      if (id !== request.current) return;
      const items = result?.items ?? [];
      const page = items.map(toOption).filter((o): o is PickerOption => o !== null);
      fetched.current = skip + items.length;
      setOptions((previous) => (skip === 0 ? page : [...previous, ...page]));
      setHasMore(result?.hasMore ?? false);
      setIsLoading(false);
    },
    [search, toOption, debounced],
  );

  useEffect(() => {
    // The first page is fetched when the dropdown opens or the text settles.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (isOpen) void fetchPage(0);
  }, [isOpen, fetchPage]);

  return { options, hasMore, isLoading, loadMore: () => void fetchPage(fetched.current) };
}
