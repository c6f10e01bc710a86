import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PayloadTooLarge } from '../errors';
import { drainRequest, hasBody } from './drain-request';

/** The methods whose bodies Fastify never reads; their routes take no body. */
const bodylessMethods = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * Reads and drops the body a GET or HEAD carries before it is answered: left unread, a client
 * still sending it when the server answers and closes sees its connection reset. A body past
 * the body limit answers 413, as it does on every other call.
 */
export const readOnlyBodiesPlugin = fp(
  async (app: FastifyInstance) => {
    const limit = app.initialConfig.bodyLimit ?? 0;
    // A callback hook: nearly every request passes straight through, and an async hook would
    // cost each of them a promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!bodylessMethods.has(request.method) || !hasBody(request.raw)) return done();
      drainRequest(request.raw).then(
        (bytes) =>
          done(bytes > limit ? new PayloadTooLarge('The request body is too large') : undefined),
        done,
      );
    });
  },
  { name: 'read-only-bodies' },
);
