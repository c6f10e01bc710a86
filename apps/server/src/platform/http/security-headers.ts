import helmet from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Media previews play from blob: URLs and the screen app talks to its WebSocket on the same
 * origin, which 'self' covers. Screens show customers' web pages in sandboxed frames, so frames
 * may come from any https site. `upgrade-insecure-requests` is left out here: on plain HTTP it
 * makes the browser fetch every script over https, which a screen on a LAN cannot reach.
 */
const plainDirectives = {
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:'],
  'upgrade-insecure-requests': null,
};

/**
 * What only a site reached over https may say: stay on https from now on. Browsers ignore the
 * opener policy on plain HTTP, and say so as an error on every page, so it is sent here only.
 */
const httpsOnly = {
  contentSecurityPolicy: { directives: { ...plainDirectives, 'upgrade-insecure-requests': [] } },
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
};

/**
 * Security headers on every answer. HSTS and `upgrade-insecure-requests` go out only when the
 * server is published over https (`PUBLIC_URL`) or the request came in over https (directly,
 * or through a proxy trusted with TRUST_PROXY), because plain HTTP inside a LAN is a supported
 * deployment.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const isPublishedOverHttps = new URL(publicUrl).protocol === 'https:';
    const isHttps = (request: FastifyRequest) =>
      isPublishedOverHttps || request.protocol === 'https';

    await app.register(helmet, {
      global: false,
      contentSecurityPolicy: { directives: plainDirectives },
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
    });
    // Helmet writes onto the raw response, so hijacked answers (the identity server) get them too.
    app.addHook('onRequest', (request, reply, done) => {
      reply.helmet(isHttps(request) ? httpsOnly : undefined);
      done();
    });
  },
  { name: 'security-headers' },
);
