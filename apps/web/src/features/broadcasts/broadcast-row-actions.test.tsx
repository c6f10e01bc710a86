import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { serveBroadcast, testBroadcast } from '@/test/broadcast-api';
import { signInApiForEachTest } from '@/test/signed-in-api';
import { OutsideReachError, useBroadcastRowActions } from './broadcasts.api';

signInApiForEachTest();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A broadcast as a user reads it who reaches only part of it. */
const partlySeen = testBroadcast({ outsideReach: { screens: 2, media: 0 } });

describe('the list’s row actions on a broadcast partly outside reach', () => {
  it('refuse to pause or duplicate it after reading it, sending no save', async () => {
    const requests = serveBroadcast(partlySeen);
    const { result } = renderHook(() => useBroadcastRowActions(), { wrapper });
    await expect(
      result.current.setPlaying.mutateAsync({ code: 'B1', isPlaying: false }),
    ).rejects.toBeInstanceOf(OutsideReachError);
    await expect(result.current.duplicate.mutateAsync('B1')).rejects.toBeInstanceOf(
      OutsideReachError,
    );
    expect(requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });
});
