// The identity provider's request store (see oidc-mount.ts), which its package declares no type for.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const providerStore: AsyncLocalStorage<unknown>;
  export default providerStore;
}
