import type * as SignEngineModule from '@marquee/domain/signs';

export type SignEngine = typeof SignEngineModule;

let loading: Promise<SignEngine> | null = null;

/**
 * The sign engine the server renders with (an HTML parser inside), in a chunk of its own that
 * is fetched the first time a preview is drawn; a failed fetch may be tried again.
 */
export function loadSignEngine(): Promise<SignEngine> {
  loading ??= import('@marquee/domain/signs').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
