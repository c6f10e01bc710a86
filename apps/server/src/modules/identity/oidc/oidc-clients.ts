import type { ClientMetadata } from 'oidc-provider';

/** Client ids the web apps sign in with (ARCHITECTURE.md "Identity and access"). */
export const customerClientId = 'marquee-app';
export const supportClientId = 'marquee-support';
export const firstPartyClientIds = new Set([customerClientId, supportClientId]);
/** What the apps ask for: who the user is, and a refresh token for silent renewal. */
export const firstPartyScope = 'openid profile email offline_access';

/** Both apps are public clients using authorization code with PKCE; nothing else is allowed. */
export function firstPartyClients(publicUrl: string): ClientMetadata[] {
  const client = (clientId: string, root: string): ClientMetadata => ({
    client_id: clientId,
    token_endpoint_auth_method: 'none',
    application_type: 'web',
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: [`${publicUrl}${root}signin`],
    post_logout_redirect_uris: [`${publicUrl}${root}`],
  });
  return [client(customerClientId, '/'), client(supportClientId, '/support/')];
}
