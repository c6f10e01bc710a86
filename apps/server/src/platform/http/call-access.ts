import type { CallDescriptor } from '@marquee/contracts';
import { can } from '@marquee/domain';
import type { FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../errors';
import type { AuthContext } from './auth-context';

const accessKinds = new Set(['public', 'signedIn', 'permission']);

/** Refuses a call that does not declare who may make it, so start-up fails on it. */
export function assertDeclaresAccess(call: CallDescriptor): void {
  const kind: unknown = (call as { access?: { kind?: unknown } }).access?.kind;
  if (typeof kind !== 'string' || !accessKinds.has(kind)) {
    throw new Error(`Call ${call.id} (${call.method} ${call.path}) declares no access`);
  }
}

/**
 * Reads `access_token` from the query as the bearer token when the request carries no
 * Authorization header; only calls that declare `acceptsQueryToken` do (file addresses).
 */
function useQueryToken(request: FastifyRequest): void {
  const token = (request.query as Record<string, unknown> | undefined)?.access_token;
  if (request.headers.authorization || typeof token !== 'string' || token === '') return;
  request.headers.authorization = `Bearer ${token}`;
}

/**
 * Applies the call's declared access: 401 without a signed-in user, 403 for the wrong user type,
 * an application the account switched off or a missing permission. Public calls are not authenticated at all.
 */
export async function enforceAccess(
  call: CallDescriptor,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  if (call.access.kind === 'public') {
    // A call opened by an API key (its handler checks the key, or else the token) refuses a
    // request carrying neither before reading its input, as a signed-in call would.
    const key = call.apiKeyHeader && request.headers[call.apiKeyHeader.toLowerCase()];
    if (call.apiKeyHeader && !key && !request.headers.authorization) throw new Unauthorized();
    return null;
  }
  if (call.acceptsQueryToken) useQueryToken(request);
  const auth = await request.server.authenticate(request);
  if (!auth) throw new Unauthorized();
  if (call.backend === 'support' && auth.userType !== 'Support') throw new Forbidden();
  // Customer calls act in one account; support staff reach them only through a support-user token.
  if (call.backend === 'customer' && auth.accountId === null) throw new Forbidden();
  if (call.application && auth.disabledApplications.includes(call.application)) {
    throw new Forbidden(`The application ${call.application} is not enabled for this account.`);
  }
  if (call.access.kind === 'permission' && !can(auth, call.access.resource, call.access.action)) {
    throw new Forbidden();
  }
  return auth;
}
