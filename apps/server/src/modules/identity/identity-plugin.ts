import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
import { ServiceUnavailable } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { AccessTokenClaims, VerifyResult } from './access-token';
import { AuthCache } from './auth-cache';
import { bearerCandidate, isWellFormedToken } from './bearer-token';
import { registerEmailPages } from './email-pages.routes';
import { startIdentityServer, type IdentityServer } from './identity-server';
import { registerInteractionRoutes } from './interaction.routes';
import { loadAuthContext } from './load-auth-context';
import { mountOidcProvider } from './oidc/oidc-mount';
import { registerPasswordPages } from './password-pages.routes';
import { registerUserinfoRoute } from './userinfo.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity server, started once the database is up. */
    identityServer(): Promise<IdentityServer>;
  }
}

/**
 * Our own tokens, or with an external issuer its tokens plus the support-user tokens only we
 * mint. Support access is never taken from another issuer's say-so, whatever its token claims.
 */
async function verifyBearer(server: IdentityServer, token: string): Promise<VerifyResult> {
  if (server.provider) return server.verifyAccessToken(token);
  const external = await server.verifyAccessToken(token);
  if (external.ok) return { ok: true, claims: { ...external.claims, supportAccess: false } };
  const own = await server.verifySupportAccessToken(token);
  return own.ok && own.claims.supportAccess ? own : external;
}

/** The claims of a token not verified yet, remembered until it expires. */
async function verifyClaims(app: FastifyInstance, cache: AuthCache, token: string) {
  if (!isWellFormedToken(token)) return undefined;
  const result = await verifyBearer(await app.identityServer(), token);
  if (!result.ok) return undefined;
  cache.rememberClaims(token, result.claims, result.claims.exp);
  return result.claims;
}

/** Who the claims of a request's token name (none for a support-user token in the console). */
function contextOf(
  app: FastifyInstance,
  cache: AuthCache,
  request: FastifyRequest,
  claims: AccessTokenClaims,
): Promise<AuthContext | null> {
  // A support-user token acts inside one customer account, never in the support console.
  if (claims.supportAccess && request.url.startsWith('/support/')) return Promise.resolve(null);
  return cache.resolve(claims, () => loadAuthContext(app.database.db, claims));
}

/**
 * The caller of a request. A token verified before is taken from memory, and its call goes on
 * without an async step of its own: every signed-in call of the process passes here.
 */
function authenticate(
  app: FastifyInstance,
  cache: AuthCache,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerCandidate(request);
  if (!token) return Promise.resolve(null);
  const known = cache.verifiedClaims(token);
  if (known) return contextOf(app, cache, request, known);
  return verifyClaims(app, cache, token).then((claims) =>
    claims ? contextOf(app, cache, request, claims) : null,
  );
}

/** The channel the database announces changes to users, roles and accounts on (migration 0006). */
const authChangedChannel = 'auth_changed';

/** Keeps the cache in step with every process's changes for as long as the database is up. */
function hearAuthChanges(app: FastifyInstance, cache: AuthCache): void {
  const listen = () =>
    app.database
      .listen(authChangedChannel, {
        onNotice: (row) => cache.forget(row),
        onListening: (isListening) => {
          cache.setHearingChanges(isListening);
          if (!isListening) app.log.warn('Not hearing sign-in changes; nothing is cached');
        },
      })
      .then((listening) => cache.listenWith(listening.catchUp))
      .catch((error: unknown) => app.log.error({ err: error }, 'Cannot hear sign-in changes'));
  // A database that fails to start is reported where it starts.
  app.database.ready.then(listen, () => undefined);
}

/**
 * Identity and access: verifies bearer tokens for both backends and serves the identity server
 * with its pages under /oidc (only the e-mail confirmation page with an external issuer).
 */
export const identityPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    let started: Promise<IdentityServer> | undefined;
    app.decorate('identityServer', () => {
      // A start that failed (an external issuer not answering yet) is tried again by the next
      // request rather than remembered until a restart.
      started ??= app.database.ready
        .then(() => startIdentityServer(app.database.db, config))
        .then((server) => {
          // The provider reports its own failures (500s) only as events; they go to our log.
          server.provider?.on('server_error', (_ctx, error: unknown) =>
            app.log.error({ err: error }, 'The identity server failed a request'),
          );
          return server;
        })
        .catch((error: unknown) => {
          started = undefined;
          app.log.error({ err: error }, 'The identity server could not start');
          throw new ServiceUnavailable('Sign-in is not available yet; try again shortly');
        });
      return started;
    });
    const cache = new AuthCache();
    hearAuthChanges(app, cache);
    app.authenticate = (request) => authenticate(app, cache, request);

    // With an external issuer, signing in and passwords are its business: only the e-mail
    // confirmation page stays, since it changes the address we match that issuer's users by.
    const isOwnIssuer = !config.oidc.externalIssuer;
    await app.register(async (pages) => {
      await pages.register(formbody);
      registerEmailPages(pages, config);
      if (!isOwnIssuer) return;
      registerInteractionRoutes(pages);
      registerUserinfoRoute(pages);
      registerPasswordPages(pages, config);
    });
    if (isOwnIssuer) await mountOidcProvider(app);
  },
  { name: 'identity', dependencies: ['database', 'authentication'] },
);
