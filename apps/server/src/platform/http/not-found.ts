import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer, isApiPath } from './error-handler';

/** Answers a request that no route took: a page path may fall back to a front end's index. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export function notFoundHandler(pageFallback: PageFallback) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isPageRequest && !isApiPath(request.url)) {
      return pageFallback(request, reply);
    }
    return reply.code(404).send(errorAnswer('Not found'));
  };
}
