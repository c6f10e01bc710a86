import Provider, { errors, type AdapterConstructor, type Configuration } from 'oidc-provider';
import type { Database } from '../../../platform/db/database';
import { findIdentityUserByCode } from '../identity-users';
import { oidcPages } from './oidc-pages';
import { answerLargeBodies } from './provider-bodies';
import { firstPartyClientIds, firstPartyClients, firstPartyScope } from './oidc-clients';
import { claimsOfScope, userClaims, userinfoScopes } from './user-claims';
import type { IdentityKeys } from './identity-keys';

const apiScope = 'api';

/**
 * What a token for the API may carry: the API's own scope and the OpenID scopes, so the apps'
 * token (the API's JWT) names what it grants and also serves at userinfo.
 */
const apiResourceScope = [apiScope, ...userinfoScopes].join(' ');

export interface OidcProviderOptions {
  db: Database;
  issuer: string;
  publicUrl: string;
  /** The `aud` of access tokens for our API. */
  apiAudience: string;
  /** Access tokens are short-lived (15 minutes by default); the apps renew them with refresh tokens. */
  accessTokenSeconds: number;
  keys: IdentityKeys;
  adapter: AdapterConstructor;
  /** Trust X-Forwarded-* from a TLS-offloading proxy. */
  trustProxy: boolean;
}

/** Builds the identity server: our two clients, PKCE, JWT access tokens for the API. */
export function createOidcProvider(options: OidcProviderOptions): Provider {
  const { db, apiAudience } = options;

  const configuration: Configuration = {
    adapter: options.adapter,
    clients: firstPartyClients(options.publicUrl),
    jwks: { keys: options.keys.signing },
    cookies: {
      keys: options.keys.cookie,
      long: { httpOnly: true, sameSite: 'lax', signed: true },
      short: { httpOnly: true, sameSite: 'lax', signed: true },
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email', apiScope],
    claims: claimsOfScope,
    ttl: {
      AccessToken: options.accessTokenSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      Session: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: oidcPages.logout,
        postLogoutSuccessSource: oidcPages.loggedOut,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        // Without this an `openid` request would get an opaque userinfo token instead of ours.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiAudience) throw new errors.InvalidTarget();
          return {
            scope: apiResourceScope,
            audience: apiAudience,
            accessTokenTTL: options.accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    renderError: oidcPages.error,
    // The apps are public clients: every refresh token is single use (rotated).
    rotateRefreshToken: () => true,
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx, sub) {
      const user = await findIdentityUserByCode(db, sub);
      if (!user?.isActive) return undefined;
      return {
        accountId: user.userCode,
        claims: () => userClaims(user),
      };
    },
    /** Names the account and user type in every access token (ARCHITECTURE.md). */
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const user = await findIdentityUserByCode(db, accountId);
      if (!user) return undefined;
      return { userType: user.userType, accountCode: user.accountCode };
    },
    /** Our own apps need no consent screen: their grant covers what they ask for. */
    async loadExistingGrant(ctx) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!firstPartyClientIds.has(client.clientId)) return existing;
      const grant =
        existing ??
        new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(firstPartyScope);
      grant.addResourceScope(apiAudience, apiResourceScope);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin) => origin === new URL(options.publicUrl).origin,
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  // The provider builds every address it publishes (discovery, redirects, forms) from the
  // request's host and protocol; they come from PUBLIC_URL, never from Host or X-Forwarded-*.
  const published = new URL(options.publicUrl);
  Object.defineProperties(provider.request, {
    host: { get: () => published.host },
    protocol: { get: () => published.protocol.replace(/:$/, '') },
  });
  // Addresses under /oidc that the provider does not serve answer like every other API 404.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.status = 404;
      ctx.body = { success: { ok: false, message: 'Not found' } };
    }
  });
  answerLargeBodies(provider);
  return provider;
}
