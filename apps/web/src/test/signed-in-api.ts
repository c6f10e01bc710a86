import { afterEach, beforeEach, vi } from 'vitest';
import { apiHandlers } from '@/lib/api/api-handlers';

/**
 * For a test file whose components call the API: every test runs signed in (a token; failures
 * are not shown as notices, so the component's own handling is what a test sees), and the
 * handlers and any stubbed `fetch` are put back after it.
 */
export function signInApiForEachTest(): void {
  const original = { ...apiHandlers };
  beforeEach(() => {
    Object.assign(apiHandlers, { accessToken: () => 'token-1', showError: vi.fn() });
  });
  afterEach(() => {
    Object.assign(apiHandlers, original);
    vi.unstubAllGlobals();
  });
}

/** A `fetch` stub in place of the real one, for this test; give it answers per test. */
export function stubFetch(): ReturnType<typeof vi.fn> {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
