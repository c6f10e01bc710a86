import type { FastifyRequest } from 'fastify';

const bearer = /^Bearer\s+([A-Za-z0-9\-_.~+/]+=*)$/i;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearer.exec(request.headers.authorization ?? '')?.[1];
}
