import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { media, signs } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import { findTemplateAsset } from '../sign-templates';
import { previewOfRequest } from './preview-auth';
import { requireSession } from './screen-auth';
import { mediaOf } from './screen-hub';
import type { ScreenHub } from './screen-hub';

const mediaParams = z.object({
  mediaCode: z.string().min(1).max(64),
  index: z.coerce.number().int().min(0).max(20).optional(),
});
const assetParams = z.object({
  templateCode: z.string().min(1).max(64),
  version: z.coerce.number().int().min(1).max(1_000_000),
  fileName: z.string().min(1).max(128),
});
const notPlayedHere = 'This screen does not play that media';

/**
 * What a sign's document may do in its frame on a screen: nothing active. It keeps the screen's
 * origin (so its images and fonts come through the screen's own cache and credential) but runs
 * no script, and loads images, media, fonts and styles from the screen's server only.
 */
export const signDocumentPolicy = [
  'sandbox allow-same-origin',
  "default-src 'none'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A media file for the screen that plays it: `GET /screen-api/media/{code}` for photos and
 * videos, `GET /screen/signs/{code}` for a sign's document, which is under the screen app's
 * scope so that its service worker answers the frame from the media cache when offline. The
 * screen proves who it is by its credential (cookie or bearer header, never the address, which
 * ends up in logs), and gets only what its own manifest names (a preview's page, by its preview
 * cookie, only what the preview's manifest names); anything else is 404 like a code
 * that does not exist. The file comes with its content hash as ETag, Range support, and a
 * year's cache when the address names the hash (`?v=`, as the manifest's content hash).
 */
export function registerScreenMediaRoute(
  app: FastifyInstance,
  { hub, db, files }: { hub: ScreenHub; db: () => Database; files: FileStore },
) {
  /**
   * Who asks: a preview's page (its cookie), which gets what its manifest names, else a paired
   * screen, which gets what its own manifest names.
   */
  const askerOf = async (request: FastifyRequest) => {
    const preview = await previewOfRequest(db(), request);
    if (preview) return { accountId: preview.accountId, media: mediaOf(preview.manifest) };
    const session = await requireSession(hub, request, { mustBePaired: true });
    return {
      accountId: session.accountId as string,
      media: await hub.manifestMedia(session.playerId as string),
    };
  };
  const serve = (isSign: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const asker = await askerOf(request);
    const parsed = mediaParams.safeParse(request.params);
    if (!parsed.success) throw new NotFound(notPlayedHere);
    const contentHash = asker.media?.get(parsed.data.mediaCode);
    if (!contentHash) throw new NotFound(notPlayedHere);
    const [row] = await db()
      .select({ mimeType: media.mimeType, mediaType: media.mediaType, documents: signs.documents })
      .from(media)
      .leftJoin(signs, eq(signs.mediaId, media.id))
      .where(
        and(
          eq(media.accountId, asker.accountId),
          eq(media.mediaCode, parsed.data.mediaCode),
          eq(media.contentHash, contentHash),
        ),
      );
    if (!row || (row.mediaType === 'HtmlAd') !== isSign) throw new NotFound(notPlayedHere);
    // A sign's other orientations are documents of the same render as the one the manifest names.
    const document = isSign ? row.documents?.[parsed.data.index ?? 0] : undefined;
    if (isSign && parsed.data.index && !document) throw new NotFound(notPlayedHere);
    return sendStoredFile(request, reply, files, {
      hash: document?.contentHash ?? contentHash,
      contentType: isSign
        ? 'text/html; charset=utf-8'
        : (row.mimeType ?? 'application/octet-stream'),
      policy: isSign ? signDocumentPolicy : undefined,
    });
  };
  app.get('/screen-api/media/:mediaCode', { config: { publicPage: true } }, serve(false));
  app.get('/screen/signs/:mediaCode', { config: { publicPage: true } }, serve(true));
  app.get('/screen/signs/:mediaCode/:index', { config: { publicPage: true } }, serve(true));
  app.get(
    '/screen/sign-templates/:templateCode/:version/assets/:fileName',
    { config: { publicPage: true } },
    async (request, reply) => {
      const { accountId } = await askerOf(request);
      const parsed = assetParams.safeParse(request.params);
      if (!parsed.success) throw new NotFound('No such file of this template');
      const asset = await findTemplateAsset(db(), accountId, parsed.data);
      // The address names one version's file, which never changes.
      return sendStoredFile(request, reply, files, {
        hash: asset.hash,
        contentType: asset.contentType,
        immutable: true,
      });
    },
  );
}
