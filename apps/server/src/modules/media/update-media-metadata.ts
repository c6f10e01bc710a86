import { eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';
import { getMediaMetadata } from './get-media-metadata';

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
