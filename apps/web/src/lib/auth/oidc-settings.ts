import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { configurationProfiles, type AppConfiguration } from '@/lib/configuration';
import type { SignInConfiguration } from './client-configuration';

/**
 * Authorization code with PKCE (S256) against the issuer the backend names: ours at `/oidc` or
 * an external one. The user comes back to this app's own origin either way. oidc-client-ts
 * keeps its own user and state records under an app-specific prefix, so the customer app and
 * the console can be signed in side by side.
 */
export function oidcSettings(
  configuration: AppConfiguration,
  origin: string,
  storage: Storage,
  signIn: SignInConfiguration,
): UserManagerSettings {
  const profile = configurationProfiles[configuration];
  const store = new WebStorageStateStore({
    store: storage,
    prefix: `${profile.storagePrefix}.oidc.`,
  });
  return {
    authority: signIn.authority,
    client_id: signIn.clientId,
    redirect_uri: `${origin}${profile.basePath}signin`,
    post_logout_redirect_uri: `${origin}${profile.basePath}`,
    response_type: 'code',
    scope: signIn.scope,
    userStore: store,
    stateStore: store,
    // Renewal follows each app's own policy (see renewal-policy.ts), not the library's timer.
    automaticSilentRenew: false,
    monitorSession: false,
  };
}
