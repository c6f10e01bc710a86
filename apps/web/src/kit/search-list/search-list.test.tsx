import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { appendPages, searchableText, useSearchList, type PageRequest } from './search-list';

interface Answer {
  rows: string[];
  hasMore: boolean;
  continuationToken?: string;
}

const rowsOf = (answer: Answer) => answer.rows;
const allRows = Array.from({ length: 5 }, (_, index) => `row ${index}`);

/** A list of five rows served two at a time, with or without continuation tokens. */
function fakeList(withTokens: boolean) {
  return vi.fn(
    async (request: { searchText: string | undefined; page: PageRequest; signal: AbortSignal }) => {
      const start = request.page.ContinuationToken
        ? Number(request.page.ContinuationToken)
        : request.page.SkipItemsInResult;
      const rows = allRows
        .filter((row) => !request.searchText || row.includes(request.searchText))
        .slice(start, start + request.page.MaxItemsInResult);
      const end = start + rows.length;
      const hasMore = end < allRows.length && !request.searchText;
      return { rows, hasMore, continuationToken: hasMore && withTokens ? String(end) : undefined };
    },
  );
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderList(fetchPage: ReturnType<typeof fakeList>, searchText = '') {
  return renderHook(
    (props: { searchText: string }) =>
      useSearchList({
        queryKey: ['test-list'],
        searchText: props.searchText,
        fetchPage,
        itemsOf: rowsOf,
        pageSize: 2,
      }),
    { wrapper, initialProps: { searchText } },
  );
}

describe('searchableText', () => {
  it('searches only from three characters on, trimmed', () => {
    expect(searchableText('ab')).toBeUndefined();
    expect(searchableText('  ab  ')).toBeUndefined();
    expect(searchableText(' abc ')).toBe('abc');
  });
});

describe('useSearchList', () => {
  it.each([true, false])(
    'appends pages until none is left (continuation tokens: %s)',
    async (withTokens) => {
      const fetchPage = fakeList(withTokens);
      const { result } = renderList(fetchPage);
      await waitFor(() => expect(result.current.items).toEqual(allRows.slice(0, 2)));
      expect(result.current.hasMore).toBe(true);
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items).toHaveLength(4));
      act(() => result.current.loadMore());
      await waitFor(() => expect(result.current.items).toEqual(allRows));
      expect(result.current.hasMore).toBe(false);
      const second = fetchPage.mock.calls[1]?.[0].page;
      expect(second).toEqual(
        withTokens
          ? { MaxItemsInResult: 2, SkipItemsInResult: 0, ContinuationToken: '2' }
          : { MaxItemsInResult: 2, SkipItemsInResult: 2 },
      );
      act(() => result.current.loadMore());
      expect(fetchPage).toHaveBeenCalledTimes(3);
    },
  );

  it('sends no search below three characters and starts over on a new search', async () => {
    const fetchPage = fakeList(true);
    const { result, rerender } = renderList(fetchPage, 'ro');
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(fetchPage.mock.calls[0]?.[0].searchText).toBeUndefined();
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    rerender({ searchText: 'row 3 ' });
    await waitFor(() => expect(result.current.items).toEqual(['row 3']));
    expect(fetchPage.mock.lastCall?.[0]).toMatchObject({
      searchText: 'row 3',
      page: { SkipItemsInResult: 0 },
    });
    expect(result.current.hasMore).toBe(false);
  });

  it('cancels the running request when a new search starts', async () => {
    const signals: AbortSignal[] = [];
    const fetchPage = vi.fn(
      (request: { searchText: string | undefined; signal: AbortSignal }) =>
        new Promise<Answer>((resolve) => {
          signals.push(request.signal);
          if (request.searchText === 'second') resolve({ rows: ['found'], hasMore: false });
        }),
    );
    const { result, rerender } = renderHook(
      (props: { searchText: string }) =>
        useSearchList({
          queryKey: ['slow-list'],
          searchText: props.searchText,
          fetchPage,
          itemsOf: rowsOf,
        }),
      { wrapper, initialProps: { searchText: 'first' } },
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender({ searchText: 'second' });
    await waitFor(() => expect(result.current.items).toEqual(['found']));
    expect(signals[0]?.aborted).toBe(true);
  });
});

describe('appendPages', () => {
  it('appends without duplicates when rows are named, keeping the first place of each', () => {
    const pages = [{ rows: ['a', 'b'] }, { rows: ['b', 'c'] }, { rows: ['a', 'd'] }];
    const rows = (page: { rows: string[] }) => page.rows;
    expect(appendPages(pages, rows, (row) => row)).toEqual(['a', 'b', 'c', 'd']);
    expect(appendPages(pages, rows)).toHaveLength(6);
  });

  it('skips by the rows received, so a repeated row does not shift the next page', async () => {
    // A row inserted before the first page ends makes its last row come again on the second.
    const served = [['p1', 'p2'], ['p2', 'p3'], ['p4']];
    const fetchPage = vi.fn(async (request: { page: PageRequest }) => {
      const index = request.page.SkipItemsInResult / 2;
      return { rows: served[index] ?? [], hasMore: index < served.length - 1 };
    });
    const { result } = renderHook(
      () =>
        useSearchList({
          queryKey: ['moving-list'],
          searchText: '',
          fetchPage,
          itemsOf: rowsOf,
          keyOf: (row) => row,
          pageSize: 2,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toEqual(['p1', 'p2']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['p1', 'p2', 'p3']));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['p1', 'p2', 'p3', 'p4']));
    expect(fetchPage.mock.calls.map((call) => call[0].page.SkipItemsInResult)).toEqual([0, 2, 4]);
  });
});
