import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { configurationProfiles, type AppConfiguration } from '@/lib/configuration';

export const oidcScopes = 'openid profile email offline_access';

/**
 * Authorization code with PKCE (S256) against the identity server at `/oidc`.
 * oidc-client-ts keeps its own user and state records under an app-specific
 * prefix, so the customer app and the console can be signed in side by side.
 */
export function oidcSettings(
  configuration: AppConfiguration,
  origin: string,
  storage: Storage,
): UserManagerSettings {
  const profile = configurationProfiles[configuration];
  const store = new WebStorageStateStore({
    store: storage,
    prefix: `${profile.storagePrefix}.oidc.`,
  });
  return {
    authority: `${origin}/oidc`,
    client_id: profile.clientId,
    redirect_uri: `${origin}${profile.basePath}signin`,
    post_logout_redirect_uri: `${origin}${profile.basePath}`,
    response_type: 'code',
    scope: oidcScopes,
    userStore: store,
    stateStore: store,
    // Renewal follows each app's own policy (see renewal-policy.ts), not the library's timer.
    automaticSilentRenew: false,
    monitorSession: false,
  };
}
