import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { storeOffBetweenUses } from './store-off-between-uses';

describe('a store switched off between its uses', () => {
  it('switches off only once the last of overlapping uses ends', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(storage, 'disable');
    const whileUsed = storeOffBetweenUses(storage);
    let endFirst = () => {};
    const first = whileUsed(() =>
      storage.run('first', () => new Promise<void>((resolve) => (endFirst = resolve))),
    );
    const seen = await whileUsed(() =>
      storage.run('second', async () => {
        await Promise.resolve();
        return storage.getStore();
      }),
    );
    expect(seen).toBe('second');
    expect(disable).not.toHaveBeenCalled();
    endFirst();
    await first;
    expect(disable).toHaveBeenCalledTimes(1);
  });

  it('serves its store again after being switched off, and ends a use that failed too', async () => {
    const storage = new AsyncLocalStorage<string>();
    const disable = vi.spyOn(storage, 'disable');
    const whileUsed = storeOffBetweenUses(storage);
    await expect(
      whileUsed(() => storage.run('failing', () => Promise.reject(new Error('no')))),
    ).rejects.toThrow('no');
    expect(disable).toHaveBeenCalledTimes(1);
    const seen = await whileUsed(() =>
      storage.run('again', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return storage.getStore();
      }),
    );
    expect(seen).toBe('again');
    expect(disable).toHaveBeenCalledTimes(2);
  });
});
