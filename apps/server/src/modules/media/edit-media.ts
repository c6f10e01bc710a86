import { and, eq, inArray } from 'drizzle-orm';
import { channelMedia, channels, media } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';
import { recordContentChange, screensPlayingMedia } from '../content';
import { findVisibleMedia } from './find-media';
import type { MediaServices } from './media-context';
import { visibleMediaSql } from '../scope';
import { mediaViews } from './media-view';
import { releaseFiles } from './release-files';
import { actorFor } from '../scope';

export async function getMediaMetadata(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  code: string,
) {
  const row = await findVisibleMedia(services.db, actorFor(services.db, auth), code);
  const [view] = await mediaViews(services.db, [row], auth);
  return view!;
}

export async function updateMediaMetadata(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  code: string,
  changes: { displayName?: string; description?: string },
) {
  const row = await findVisibleMedia(services.db, actorFor(services.db, auth), code);
  // A web page's name is its URL (spec 002), which an edit of the name does not change.
  const displayName = row.mediaType === 'WebPage' ? undefined : changes.displayName;
  // Both fields are optional: a body naming neither changes nothing.
  if (displayName !== undefined || changes.description !== undefined) {
    await services.db
      .update(media)
      .set({ displayName, description: changes.description })
      .where(eq(media.id, row.id));
  }
  return getMediaMetadata(services, tenant, auth, code);
}

/** The channels that play a media; playlists and broadcasts join here as those features land. */
export async function getMediaUsage(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  code: string,
) {
  const row = await findVisibleMedia(services.db, actorFor(services.db, auth), code);
  const used = await services.db
    .selectDistinct({ code: channels.channelCode, name: channels.name })
    .from(channelMedia)
    .innerJoin(channels, eq(channels.id, channelMedia.channelId))
    .where(and(eq(channelMedia.mediaId, row.id), eq(channels.accountId, tenant.accountId)))
    .limit(500);
  return used.map((use) => ({ kind: 'Channel' as const, ...use }));
}

/**
 * Deletes media the user may see, all or none (any other code is 404), then the files no row
 * uses any more. The screens that played them (on their own channels or through broadcasts)
 * get their manifests without them and are told.
 */
export async function removeMedia(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  codes: string[],
) {
  const wanted = [...new Set(codes)];
  const removed = await services.db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.accountId, tenant.accountId), inArray(media.mediaCode, wanted)));
    const reached = await screensPlayingMedia(
      tx,
      tenant,
      ids.map((row) => row.id),
    );
    const rows = await tx
      .delete(media)
      .where(and(await visibleMediaSql(tx, tenant, auth), inArray(media.mediaCode, wanted)))
      .returning({
        contentHash: media.contentHash,
        thumbnailHash: media.thumbnailHash,
        previewHash: media.previewHash,
      });
    if (rows.length !== wanted.length) throw new NotFound('No such media');
    await recordContentChange(tx, { accountId: tenant.accountId, playerIds: reached });
    return rows;
  });
  await releaseFiles(
    services.db,
    services.files,
    removed.flatMap((row) => [row.contentHash, row.thumbnailHash, row.previewHash]),
  );
}

/** Adds an https web page as a media; its name is its URL. */
export async function addWebPage(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  page: { url: string; description?: string },
) {
  const [row] = await services.db
    .insert(media)
    .values({
      accountId: tenant.accountId,
      displayName: page.url,
      description: page.description ?? '',
      mediaType: 'WebPage',
    })
    .returning({ mediaCode: media.mediaCode });
  return getMediaMetadata(services, tenant, auth, row!.mediaCode);
}
