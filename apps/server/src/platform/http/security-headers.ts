import helmet from 'helmet';
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

/** The headers of a site on plain HTTP. */
const plainOptions = {
  contentSecurityPolicy: { directives: plainDirectives },
  strictTransportSecurity: false,
  crossOriginOpenerPolicy: false,
} as const;

/**
 * What only a site reached over https may say: stay on https from now on. Browsers ignore the
 * opener policy on plain HTTP, and say so as an error on every page, so it is sent here only.
 */
const httpsOptions = {
  contentSecurityPolicy: { directives: { ...plainDirectives, 'upgrade-insecure-requests': [] } },
  strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
  crossOriginOpenerPolicy: { policy: 'same-origin' as const },
};

/**
 * Security headers on every answer. HSTS and `upgrade-insecure-requests` go out only when the
 * server is published over https (`PUBLIC_URL`) or the request came in over https (directly,
 * or through a proxy trusted with TRUST_PROXY), because plain HTTP inside a LAN is a supported
 * deployment. Both sets are built once: building helmet per request (as a reply decorator does)
 * parses the policy again each time and costs more than a small route's whole answer.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    const isPublishedOverHttps = new URL(publicUrl).protocol === 'https:';
    const plainHeaders = helmet(plainOptions);
    const httpsHeaders = helmet(httpsOptions);
    // Written onto the raw response, so hijacked answers (the identity server) get them too.
    app.addHook('onRequest', (request, reply, done) => {
      const isHttps = isPublishedOverHttps || request.protocol === 'https';
      (isHttps ? httpsHeaders : plainHeaders)(request.raw, reply.raw, (error) =>
        done(error as Error | undefined),
      );
    });
  },
  { name: 'security-headers' },
);
