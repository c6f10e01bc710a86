import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { refuseLongAddress } from './address-length';
import { hasBody } from './drain-request';

/**
 * An answer given before the framework sees the request, for the few requests that are hot,
 * cheap and fully decided from memory (a screen polling its unchanged manifest). It answers and
 * returns true, or returns false without touching the response, and the app serves the request
 * as usual; so the app's own route must give the same answer.
 */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The fast paths of one server; none answers once the server starts closing. */
export class FastPaths {
  private paths: FastPath[] = [];
  private isOpen = true;

  add(path: FastPath): void {
    this.paths.push(path);
  }

  /** From now on the app answers everything (with `Connection: close`, see graceful-close). */
  close(): void {
    this.isOpen = false;
  }

  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.isOpen) return false;
    for (const path of this.paths) {
      if (path(request, response)) return true;
    }
    return false;
  }
}

/** What Fastify hands the server factory that its own HTTP server is built with. */
interface ServerTimeouts {
  http?: ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
}

/**
 * The HTTP server as Fastify builds it (same options and timeouts), refusing overlong addresses
 * and then asking the fast paths first.
 * A fast path that throws has written nothing yet; the app then answers the request.
 */
export function serverWithFastPaths(paths: FastPaths): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerTimeouts;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (refuseLongAddress(request, response)) return;
      let isAnswered = false;
      try {
        // A request with a body goes to the app, which reads the body before it answers.
        isAnswered = !hasBody(request) && paths.answer(request, response);
      } catch {
        isAnswered = false;
      }
      if (!isAnswered) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    return server;
  };
}
