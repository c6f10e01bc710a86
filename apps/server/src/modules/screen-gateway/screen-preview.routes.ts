import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database';
import { Unauthorized } from '../../platform/errors';
import { ok } from '../../platform/http/success-envelope';
import { previewCookieHeaders } from './preview-auth';
import { bearerOf } from './screen-auth';
import { previewOfToken } from './screen-previews';

/**
 * `GET /screen-api/preview`: the preview a token opens, for the screen app to play. The token
 * comes as `Authorization: Bearer`, read by the app from its address's fragment (which no
 * request carries, so no log keeps it); the answer sets it as a cookie for the preview's files.
 */
export function registerScreenPreviewRoute(app: FastifyInstance, { db }: { db: () => Database }) {
  const isHttps = app.config.publicUrl.startsWith('https:');
  app.get('/screen-api/preview', { config: { publicPage: true } }, async (request, reply) => {
    const token = bearerOf(request.headers);
    if (!token) throw new Unauthorized('Open the preview from the address it was given');
    const preview = await previewOfToken(db(), token);
    void reply
      .header('set-cookie', previewCookieHeaders(token, preview.expiresAt, isHttps))
      .header('cache-control', 'no-store');
    return {
      success: ok,
      manifest: preview.manifest,
      startsAt: preview.startsAt?.toISOString() ?? null,
      expiresAt: preview.expiresAt.toISOString(),
    };
  });
}
