import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundHandler, type PageFallback } from '../http/not-found';
import { apiPrefixes, errorAnswer } from '../http/error-handler';
import { publicPage } from '../http/public-pages';
import { frontEndOf, type FrontEnd } from './front-ends';

export interface StaticHostingOptions {
  frontEnds: readonly FrontEnd[];
}

/** Vite puts content-hashed files in assets/; they never change, so caches keep them. */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  const isHashedAsset = /[\\/]assets[\\/]/.test(path);
  reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isBuilt = (frontEnd: FrontEnd) => existsSync(join(frontEnd.root, 'index.html'));

/** A client-side route gets its app's index.html; a missing file (with an extension) is a 404. */
function pageFallback(frontEnds: readonly FrontEnd[]): PageFallback {
  return async (request, reply) => {
    const frontEnd = frontEndOf(frontEnds, request.url);
    const path = request.url.split('?')[0] ?? '';
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (!frontEnd || lastSegment.includes('.')) {
      return reply.code(404).send(errorAnswer('Not found'));
    }
    if (!isBuilt(frontEnd)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The ${frontEnd.name} is not built. Run "npm run build" and start the server again.`);
    }
    if (path === frontEnd.prefix.slice(0, -1)) return reply.redirect(frontEnd.prefix);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', frontEnd.root);
  };
}

/**
 * Serves the built front ends (customer app at /, support console at /support/, screen app at
 * /screen/) and answers every other unknown address: JSON 404 under the APIs, the right
 * index.html for a client-side route.
 */
export const staticHostingPlugin = fp<StaticHostingOptions>(
  async (app, options) => {
    let decorateReply = true;
    for (const frontEnd of options.frontEnds.filter(isBuilt)) {
      const register = decorateReply;
      await app.registerPublicPages(() =>
        app.register(fastifyStatic, {
          root: frontEnd.root,
          prefix: frontEnd.prefix,
          decorateReply: register,
          wildcard: true,
          index: ['index.html'],
          cacheControl: false,
          setHeaders: setCacheHeaders,
          // The build writes .br and .gz copies; each client gets the best it accepts.
          preCompressed: true,
        }),
      );
      decorateReply = false;
    }
    // The customer app's files are served from `/`, so without these an unknown data address
    // would go through its wildcard: a file looked up in several encodings and a folder listed
    // for every request anyone cares to send, before the 404.
    // (`/oidc/*` is the identity provider's own wildcard.)
    for (const prefix of apiPrefixes.filter((prefix) => prefix !== '/oidc')) {
      app.get(`${prefix}/*`, publicPage, (_request, reply) => reply.callNotFound());
    }
    app.setNotFoundHandler(notFoundHandler(pageFallback(options.frontEnds)));
  },
  { name: 'static-hosting' },
);
