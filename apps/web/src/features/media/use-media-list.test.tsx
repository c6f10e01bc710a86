import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { vi } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { testMedia } from '@/test/media';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { useMediaList } from './use-media-list';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function answer(codes: string[], continuationToken?: string) {
  const body = {
    success: { ok: true },
    Medias: codes.map((mediaCode) => testMedia({ mediaCode })),
    TotalCount: 10_000,
    hasMore: Boolean(continuationToken),
    continuationToken,
  };
  return new Response(JSON.stringify(body), { status: 200 });
}

const sentBody = (call: number) =>
  JSON.parse(String((fetchMock.mock.calls[call] as [string, RequestInit])[1].body)) as Record<
    string,
    unknown
  >;

describe('useMediaList', () => {
  it('asks for the next page by the continuation token, not by skipping', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(['M1', 'M2'], 'after-M2'))
      .mockResolvedValueOnce(answer(['M3']));
    const { result } = renderHook(
      () => useMediaList('all', '', null, { orderBy: 'MediaName', order: 'asc' }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    expect(result.current.list.hasMore).toBe(true);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(3));
    expect(sentBody(1)).toMatchObject({ ContinuationToken: 'after-M2', SkipItemsInResult: 0 });
    expect(result.current.list.hasMore).toBe(false);
  });

  it('lists the library it is given: the item images page asks for ItemImages only', async () => {
    fetchMock.mockResolvedValueOnce(answer(['I1']));
    const { result } = renderHook(
      () => useMediaList('all', '', null, { orderBy: 'MediaName', order: 'asc' }, 'ItemImages'),
      { wrapper },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(1));
    expect(sentBody(0)).toMatchObject({ libraries: ['ItemImages'] });
  });
});
