import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Wraps each use of `storage` so that it is switched off again once no use is left. On Node 20
 * a store that has run once keeps promise hooks on for every promise of the process for good:
 * a sign-in or a write would tax each later request, reads included, though none of them use it.
 * Its next `run` switches it on again.
 */
export function storeOffBetweenUses(
  storage: AsyncLocalStorage<unknown>,
): <T>(use: () => Promise<T>) => Promise<T> {
  let uses = 0;
  return async (use) => {
    uses += 1;
    try {
      return await use();
    } finally {
      uses -= 1;
      if (uses === 0) storage.disable();
    }
  };
}
