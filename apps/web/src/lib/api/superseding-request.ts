/**
 * A new search cancels the one still running (spec 001 section 7, 000 section 4):
 * each call of `next()` aborts the previous signal and hands out a fresh one.
 */
export function createSupersedingRequest() {
  let current: AbortController | null = null;
  return {
    next(): AbortSignal {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
  };
}
