import type { Broadcast } from '@marquee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { vi } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInApiForEachTest, stubFetch } from '@/test/signed-in-api';
import { OutsideReachError, useBroadcastRowActions } from './broadcasts.api';

signInApiForEachTest();
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = stubFetch();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A broadcast as a user reads it who reaches only part of it. */
const partlySeen: Broadcast = {
  broadcastCode: 'B1',
  broadcastName: 'Morning',
  broadcastType: 'Standard',
  isInteractive: false,
  idleTimeoutSeconds: 30,
  category: null,
  createdBy: 'Ada Lind',
  modifiedDateTime: '2026-03-02T08:00:00Z',
  version: '3',
  schedule: {
    periods: [],
    isScheduled: false,
    isTakeover: false,
    takeoverRecurrence: null,
    status: 'Confirmed',
    scheduleStatus: 'Always',
  },
  groups: [
    {
      code: 'G1',
      key: 'k1',
      name: 'Group 1',
      layers: ['L1'],
      filter: { condition: null, conditionLookups: [], fixedPlayerList: [] },
      chosenContentTypeTagCode: null,
      chosenContentTypeName: null,
      clusters: [],
      media: [],
      trigger: null,
    },
  ],
  trigger: null,
  outsideReach: { screens: 2, media: 0 },
};

const answer = () =>
  new Response(JSON.stringify({ success: { ok: true }, broadcast: partlySeen }), { status: 200 });

describe('the list’s row actions on a broadcast partly outside reach', () => {
  it('refuse to pause or duplicate it after reading it, sending no save', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer()));
    const { result } = renderHook(() => useBroadcastRowActions(), { wrapper });
    await expect(
      result.current.setPlaying.mutateAsync({ code: 'B1', isPlaying: false }),
    ).rejects.toBeInstanceOf(OutsideReachError);
    await expect(result.current.duplicate.mutateAsync('B1')).rejects.toBeInstanceOf(
      OutsideReachError,
    );
    const methods = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit | undefined)?.method ?? 'GET',
    );
    expect(methods).toEqual(['GET', 'GET']);
  });
});
