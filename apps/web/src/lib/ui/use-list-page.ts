import { useState } from 'react';
import type { DataTableEmptyState, DataTableSort } from '@/kit/data-table';
import { useSessionUser } from '@/lib/session/session-user';
import type { SearchBoxProps } from '@/lib/shell/search-box';

/** What the table needs of a list that loads page by page (as `useSearchList` answers). */
export interface PagedList {
  loadMore: () => void;
  hasMore: boolean;
  isLoading: boolean;
}

/**
 * A searchable, sortable list page's own state: the text typed in its top bar's search box and
 * its table's order, with the props the search box and the table take from them, and a way to
 * clear the search (an empty table's "Clear search and filters").
 */
export function useListPage(defaultSort: DataTableSort) {
  const user = useSessionUser();
  const [searchText, setSearchText] = useState('');
  const [searchResetKey, setSearchResetKey] = useState(0);
  const [sort, setSort] = useState(defaultSort);
  const search: SearchBoxProps = { onSearch: setSearchText, resetKey: searchResetKey };
  /** Forgets the search, and a new key empties the box's own text too. */
  const clearSearch = () => {
    setSearchText('');
    setSearchResetKey((key) => key + 1);
  };
  // The signed-in user's column choice is kept apart from another user's on the same browser.
  const tableProps = (list: PagedList) => ({
    userId: user.email,
    sort,
    onSortChange: setSort,
    onLoadMore: list.loadMore,
    hasMore: list.hasMore,
    isLoading: list.isLoading,
  });
  /**
   * What the table says when empty: the list's welcome card (title, text, first action), or,
   * while the search narrows the list, a way to clear it. A list with tabs or filters of its own
   * adds them (`tab`, a wider `onClear`).
   */
  const emptyState = (
    welcome: Omit<DataTableEmptyState, 'isFiltered'> & { isFiltered?: boolean },
  ): DataTableEmptyState => ({
    isFiltered: searchText.trim() !== '',
    onClear: clearSearch,
    ...welcome,
  });
  return { searchText, sort, search, clearSearch, tableProps, emptyState };
}
