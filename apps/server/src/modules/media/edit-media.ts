import { and, eq, inArray } from 'drizzle-orm';
import { channelMedia, channels, media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { recordContentChange, playersPlayingMedia } from '../content';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';
import type { MediaPlatform } from './media-context';
import { mediaViews } from './media-view';
import { releaseFiles } from './release-files';

export async function getMediaMetadata(db: Database, actor: Actor, code: string) {
  const row = await findVisibleMedia(db, actor, code);
  const [view] = await mediaViews(db, actor, [row]);
  return view!;
}

export async function updateMediaMetadata(
  db: Database,
  actor: Actor,
  code: string,
  changes: { displayName?: string; description?: string },
) {
  const row = await findVisibleMedia(db, actor, code);
  // A web page's name is its URL (spec 002), which an edit of the name does not change.
  const displayName = row.mediaType === 'WebPage' ? undefined : changes.displayName;
  // Both fields are optional: a body naming neither changes nothing.
  if (displayName !== undefined || changes.description !== undefined) {
    await db
      .update(media)
      .set({ displayName, description: changes.description })
      .where(eq(media.id, row.id));
  }
  return getMediaMetadata(db, actor, code);
}

/** The channels that play a media; playlists and broadcasts join here as those features land. */
export async function getMediaUsage(db: Database, actor: Actor, code: string) {
  const row = await findVisibleMedia(db, actor, code);
  const used = await db
    .selectDistinct({ code: channels.channelCode, name: channels.name })
    .from(channelMedia)
    .innerJoin(channels, eq(channels.id, channelMedia.channelId))
    .where(and(eq(channelMedia.mediaId, row.id), eq(channels.accountId, actor.accountId)))
    .limit(500);
  return used.map((use) => ({ kind: 'Channel' as const, ...use }));
}

/**
 * Deletes media the user may see, all or none (any other code is 404), then the files no row
 * uses any more. The screens that played them (on their own channels or through broadcasts)
 * get their manifests without them and are told.
 */
export async function removeMedia(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  codes: string[],
) {
  const wanted = [...new Set(codes)];
  const visible = await actor.media();
  const removed = await db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.accountId, actor.accountId), inArray(media.mediaCode, wanted)));
    const reached = await playersPlayingMedia(
      tx,
      actor,
      ids.map((row) => row.id),
    );
    const rows = await tx
      .delete(media)
      .where(and(visible, inArray(media.mediaCode, wanted)))
      .returning({
        contentHash: media.contentHash,
        thumbnailHash: media.thumbnailHash,
        previewHash: media.previewHash,
      });
    if (rows.length !== wanted.length) throw new NotFound('No such media');
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: reached });
    return rows;
  });
  await releaseFiles(
    db,
    platform.files,
    removed.flatMap((row) => [row.contentHash, row.thumbnailHash, row.previewHash]),
  );
}

/** Adds an https web page as a media; its name is its URL. */
export async function addWebPage(
  db: Database,
  actor: Actor,
  page: { url: string; description?: string },
) {
  const [row] = await db
    .insert(media)
    .values({
      accountId: actor.accountId,
      displayName: page.url,
      description: page.description ?? '',
      mediaType: 'WebPage',
    })
    .returning({ mediaCode: media.mediaCode });
  return getMediaMetadata(db, actor, row!.mediaCode);
}
