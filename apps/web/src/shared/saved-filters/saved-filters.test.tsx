import { mediaFilterCalls } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeleteFilter, useSaveFilter } from './saved-filters';

const filtersKey = ['media', 'filters'] as const;
const condition: FilterCondition = {
  operator: 'AND',
  subNodes: [{ nodeType: 'Tags', nodeKey: 'Tags', codes: ['T1'], codeCondition: 'In' }],
};
const savedFilter = {
  success: { ok: true },
  MediaFilter: {
    mediaFilterCode: 'MF1',
    mediaFilterName: 'Summer',
    condition,
    conditionLookups: [],
    outsideReach: { screens: 0, media: 0 },
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetchMock = vi.fn(async () => new Response(JSON.stringify(savedFilter), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('saving a filter', () => {
  it("creates a new one with the kind's field names and answers its code", async () => {
    const { result } = renderHook(() => useSaveFilter(mediaFilterCalls, filtersKey), { wrapper });
    let code: string | undefined;
    await act(async () => {
      code = await result.current.mutateAsync({ filterName: 'Summer', condition });
    });
    expect(code).toBe('MF1');
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, address]).toEqual(['POST', '/api/mediafilter']);
    expect(JSON.parse(init.body as string)).toEqual({
      MediaFilter: { MediaFilterName: 'Summer' },
      Filter: { Condition: condition },
    });
  });

  it('overwrites the filter the payload names, an empty builder as an empty condition', async () => {
    const { result } = renderHook(() => useSaveFilter(mediaFilterCalls, filtersKey), { wrapper });
    await act(() =>
      result.current.mutateAsync({ filterName: 'Summer', condition: null, filterCode: 'MF1' }),
    );
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, address]).toEqual(['PUT', '/api/mediafilter/MF1']);
    expect(JSON.parse(init.body as string).Filter).toEqual({
      Condition: { operator: 'AND', subNodes: [] },
    });
  });
});

describe('deleting a filter', () => {
  it('leaves it and reloads only the lists, not the deleted filter itself', async () => {
    const onDeleted = vi.fn();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(() => useDeleteFilter(mediaFilterCalls, filtersKey, onDeleted), {
      wrapper,
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ success: { ok: true } }), { status: 200 }),
    );
    await act(() => result.current.mutateAsync('MF1'));
    const [address, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([init.method, address]).toEqual(['DELETE', '/api/mediafilter/MF1']);
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: [...filtersKey, 'list'] });
  });
});
