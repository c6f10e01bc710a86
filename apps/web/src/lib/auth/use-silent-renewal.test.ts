import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthSession } from './auth-session';
import { renewalRetryMs, useSilentRenewal } from './use-silent-renewal';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Answer = number | null | Error;

/** Settles as the test lined it up: a delay, no session (null), or a failure. */
const settle = async (answer: Answer | undefined) => {
  if (answer instanceof Error) throw answer;
  return answer ?? null;
};

/** A session whose answers the test lines up, one per call. */
function sessionAnswering(first: Answer, renewals: Answer[]) {
  const renew = vi.fn(() => settle(renewals.shift()));
  const session = { firstRenewalDelayMs: () => settle(first), renew } as unknown as AuthSession;
  return { session, renew };
}

describe('silent renewal', () => {
  it('tries again a minute after a failure instead of giving up', async () => {
    const { session, renew } = sessionAnswering(new Error('offline'), [
      new Error('still offline'),
      null,
    ]);
    renderHook(() => useSilentRenewal(session));
    await vi.advanceTimersByTimeAsync(renewalRetryMs - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(renewalRetryMs);
    expect(renew).toHaveBeenCalledTimes(2);
    // No session any more: renewal stops.
    await vi.advanceTimersByTimeAsync(renewalRetryMs * 3);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('renews at the delay each renewal answers, and stops when the shell closes', async () => {
    const { session, renew } = sessionAnswering(0, [5_000, 5_000]);
    const { unmount } = renderHook(() => useSilentRenewal(session));
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(renew).toHaveBeenCalledTimes(2);
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });
});
