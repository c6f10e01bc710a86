import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { vi } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { testBroadcast } from '@/test/broadcast-api';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { newDraft } from './broadcast-draft';
import { useSaveBroadcast } from './broadcasts.api';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const saved = testBroadcast({
  broadcastName: 'Lunch',
  schedule: { ...testBroadcast().schedule, status: 'Draft' },
  groups: [],
});

const draft = { ...newDraft(['L1']), broadcastName: 'Lunch' };
const calledPaths = () =>
  (fetchMock.mock.calls as [string, RequestInit][]).map(
    ([url, init]) => `${init.method} ${new URL(url, 'http://x').pathname}`,
  );

describe('useSaveBroadcast', () => {
  it('asks for the period status first and saves once it succeeds', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ success: { ok: true }, status: 'Always' }))
      .mockResolvedValueOnce(json({ success: { ok: true }, broadcast: saved }, 201));
    const { result } = renderHook(() => useSaveBroadcast(), { wrapper });
    await act(() => result.current.mutateAsync({ code: null, version: null, draft }));
    expect(calledPaths()).toEqual(['POST /api/broadcasts/periodstatus', 'POST /api/broadcasts']);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ periods: [] });
  });

  it('stores nothing when the period status call fails, and fails with its message', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        { success: { ok: false, message: 'periods[0].endDateTime: must be after the start' } },
        400,
      ),
    );
    const { result } = renderHook(() => useSaveBroadcast(), { wrapper });
    await expect(
      act(() => result.current.mutateAsync({ code: null, version: null, draft })),
    ).rejects.toThrow('periods[0].endDateTime: must be after the start');
    expect(calledPaths()).toEqual(['POST /api/broadcasts/periodstatus']);
  });
});
