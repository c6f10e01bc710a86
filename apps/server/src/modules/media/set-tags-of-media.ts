import { eq } from 'drizzle-orm';
import { mediaTags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findTags } from './account-media-tags';
import { findVisibleMedia } from './find-media';
import { getTagsOfMedia } from './get-tags-of-media';

export async function setTagsOfMedia(db: Database, actor: Actor, code: string, tagCodes: string[]) {
  const row = await findVisibleMedia(db, actor, code);
  const found = await findTags(db, actor, tagCodes);
  await db.transaction(async (tx) => {
    await tx.delete(mediaTags).where(eq(mediaTags.mediaId, row.id));
    if (found.length > 0) {
      await tx.insert(mediaTags).values(found.map((tag) => ({ mediaId: row.id, tagId: tag.id })));
    }
  });
  return getTagsOfMedia(db, actor, code);
}
