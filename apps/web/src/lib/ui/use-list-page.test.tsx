import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionUserContext } from '@/lib/session/session-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { useListPage } from './use-list-page';

// The hook reads only the address, which keys the column choice.
const user = { email: 'ann@example.com' } as ShellUser;

function wrapper({ children }: { children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

const list = { loadMore: vi.fn(), hasMore: true, isLoading: false };

describe('useListPage', () => {
  it("gives the table the user's column key, the default order and the list's paging", () => {
    const { result } = renderHook(() => useListPage({ orderBy: 'Name', order: 'asc' }), {
      wrapper,
    });
    expect(result.current.searchText).toBe('');
    expect(result.current.tableProps(list)).toMatchObject({
      userId: 'ann@example.com',
      sort: { orderBy: 'Name', order: 'asc' },
      onLoadMore: list.loadMore,
      hasMore: true,
      isLoading: false,
    });
  });

  it('keeps what the search box reports and the order the table asks for', () => {
    const { result } = renderHook(() => useListPage({ orderBy: 'Name', order: 'asc' }), {
      wrapper,
    });
    act(() => result.current.search.onSearch('lobby'));
    act(() => result.current.tableProps(list).onSortChange({ orderBy: 'City', order: 'desc' }));
    expect(result.current.searchText).toBe('lobby');
    expect(result.current.sort).toEqual({ orderBy: 'City', order: 'desc' });
    expect(result.current.tableProps(list).sort).toEqual({ orderBy: 'City', order: 'desc' });
  });
});
