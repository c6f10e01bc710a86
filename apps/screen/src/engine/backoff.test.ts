import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from './backoff';

describe('backoffDelayMs', () => {
  it('doubles the ceiling with each attempt and stays within half of it to all of it', () => {
    expect(backoffDelayMs(0, () => 0)).toBe(500);
    expect(backoffDelayMs(0, () => 1)).toBe(1000);
    expect(backoffDelayMs(3, () => 0)).toBe(4000);
    expect(backoffDelayMs(3, () => 1)).toBe(8000);
  });

  it('never waits longer than the limit, however many attempts failed', () => {
    expect(backoffDelayMs(40, () => 1)).toBe(60_000);
    expect(backoffDelayMs(40, () => 0)).toBe(30_000);
  });

  it('spreads screens that failed together over the window', () => {
    const delays = new Set([0.1, 0.4, 0.7, 0.9].map((r) => backoffDelayMs(5, () => r)));
    expect(delays.size).toBe(4);
  });
});
