import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '@/kit/data-table';
import { SessionUserContext } from '@/lib/session/session-user';
import type { ShellUser } from '@/lib/session/shell-user';
import { SearchBox } from '@/lib/shell/search-box';
import { renderWithProviders } from '@/test/render';
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

const columns: DataTableColumn<{ id: string; name: string }>[] = [
  { id: 'name', name: 'Name', attributeName: 'name' },
];
const welcome = { title: 'No screens yet', text: 'Screens show your media.' };

/** A list page as the pages build one: the top bar's search box over a table nothing matches. */
function SearchedPage() {
  const listPage = useListPage({ orderBy: 'Name', order: 'asc' });
  return (
    <>
      <SearchBox {...listPage.search} />
      <output aria-label="searched">{listPage.searchText}</output>
      <DataTable
        tableId="screens"
        columns={columns}
        items={[]}
        {...listPage.tableProps({ loadMore: vi.fn(), hasMore: false, isLoading: false })}
        emptyState={listPage.emptyState(welcome)}
      />
    </>
  );
}

describe('Clear search and filters on a list page', () => {
  it('empties the search box and the search, and the welcome shows again', async () => {
    renderWithProviders(
      <SessionUserContext.Provider value={user}>
        <SearchedPage />
      </SessionUserContext.Provider>,
    );
    const box = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(box, 'lobby');
    expect(await screen.findByText('Nothing matches', {}, { timeout: 2_000 })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'searched' })).toHaveTextContent('lobby');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(box).toHaveValue('');
    expect(screen.getByRole('status', { name: 'searched' })).toHaveTextContent('');
    expect(screen.getByRole('heading', { name: 'No screens yet' })).toBeInTheDocument();
  });
});
