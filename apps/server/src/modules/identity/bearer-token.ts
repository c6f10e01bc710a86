import type { FastifyRequest } from 'fastify';

const scheme = /^bearer[ \t]+/i;
/** RFC 6750's b64token. */
const b64token = /^[A-Za-z0-9\-_.~+/]+=*$/;

/**
 * What follows `Bearer` in the Authorization header, not yet checked for its syntax: a token
 * verified before is found in memory without scanning its kilobyte on every call.
 */
export function bearerCandidate(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const prefix = header && scheme.exec(header);
  return prefix ? header.slice(prefix[0].length) : undefined;
}

/** Whether a candidate has a bearer token's syntax, and so is worth verifying. */
export function isWellFormedToken(token: string): boolean {
  return b64token.test(token);
}

/** The token of an `Authorization: Bearer …` header, if the request has a well-formed one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const token = bearerCandidate(request);
  return token !== undefined && isWellFormedToken(token) ? token : undefined;
}
