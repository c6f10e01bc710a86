import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicPage } from '../../platform/http/public-pages';
import { bearerToken } from './bearer-token';
import { findIdentityUserByCode } from './identity-users';
import { claimsForScopes } from './oidc/user-claims';

/** A refused bearer token, said in the header RFC 6750 asks for and in our error shape. */
function refuse(
  reply: FastifyReply,
  status: 401 | 403,
  error: 'invalid_token' | 'insufficient_scope' | undefined,
  message: string,
) {
  const challenge = error ? `Bearer error="${error}"` : 'Bearer';
  return reply
    .code(status)
    .header('www-authenticate', challenge)
    .header('cache-control', 'no-store')
    .send({ success: { ok: false, message } });
}

/**
 * The userinfo endpoint the discovery document advertises. The provider's own refuses every
 * token bound to a resource, and the apps' tokens are the API's JWTs; so it is served here and
 * answers for those tokens, by the OpenID scopes they carry.
 */
export function registerUserinfoRoute(app: FastifyInstance) {
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) return refuse(reply, 401, undefined, 'An access token is required');
    const server = await app.identityServer();
    const verified = await server.verifyAccessToken(token);
    if (!verified.ok) return refuse(reply, 401, 'invalid_token', 'The access token is not valid');
    const scopes = new Set(verified.claims.scope?.split(' '));
    if (!scopes.has('openid')) {
      return refuse(reply, 403, 'insufficient_scope', 'The access token lacks the openid scope');
    }
    const user = await findIdentityUserByCode(app.database.db, verified.claims.sub);
    if (!user?.isActive) return refuse(reply, 401, 'invalid_token', 'The user cannot sign in');
    return reply.header('cache-control', 'no-store').send(claimsForScopes(user, scopes));
  };
  app.get('/oidc/me', publicPage, answer);
  app.post('/oidc/me', publicPage, answer);
}
