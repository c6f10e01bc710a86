import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. Media previews play from blob: URLs and the screen app
 * talks to its WebSocket on the same origin, which 'self' covers. Screens show customers' web
 * pages in sandboxed frames, so frames may come from any https site.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'frame-src': ["'self'", 'https:'],
        },
      },
    });
  },
  { name: 'security-headers' },
);
