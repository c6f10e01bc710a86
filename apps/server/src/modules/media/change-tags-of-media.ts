import { and, inArray } from 'drizzle-orm';
import { media, mediaTags } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findTags } from './account-media-tags';

/** Adds or removes tags on many media; every media and tag must be the caller's (else 404). */
export async function changeTagsOfMedia(
  db: Database,
  actor: Actor,
  change: { mediaCodes: string[]; tagCodes: string[]; added: boolean },
) {
  const found = await findTags(db, actor, change.tagCodes);
  const codes = [...new Set(change.mediaCodes)];
  const targets = await db
    .select({ id: media.id })
    .from(media)
    .where(and(await actor.media(), inArray(media.mediaCode, codes)));
  if (targets.length !== codes.length) throw new NotFound('No such media');
  const mediaIds = targets.map((target) => target.id);
  const tagIds = found.map((tag) => tag.id);
  if (change.added) {
    await db
      .insert(mediaTags)
      .values(mediaIds.flatMap((mediaId) => tagIds.map((tagId) => ({ mediaId, tagId }))))
      .onConflictDoNothing();
  } else {
    await db
      .delete(mediaTags)
      .where(and(inArray(mediaTags.mediaId, mediaIds), inArray(mediaTags.tagId, tagIds)));
  }
}
