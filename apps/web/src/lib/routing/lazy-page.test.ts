import { afterEach, expect, it, vi } from 'vitest';
import { ChunkLoadTimeout, chunkLoadTimeoutMs, withTimeout } from './lazy-page';

afterEach(() => vi.useRealTimers());

it('gives up loading a page module after 120 seconds', async () => {
  vi.useFakeTimers();
  expect(chunkLoadTimeoutMs).toBe(120_000);
  const never = new Promise<never>(() => {});
  const loading = withTimeout(never, chunkLoadTimeoutMs);
  vi.advanceTimersByTime(chunkLoadTimeoutMs);
  await expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeout);
});

it('passes a module that arrives in time through', async () => {
  await expect(withTimeout(Promise.resolve('page'), chunkLoadTimeoutMs)).resolves.toBe('page');
});
