import { asc, eq } from 'drizzle-orm';
import { mediaTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { tagColumns } from './account-media-tags';
import { findVisibleMedia } from './find-media';
import { tagView } from './media-view';

export async function getTagsOfMedia(db: Database, actor: Actor, code: string) {
  const row = await findVisibleMedia(db, actor, code);
  const rows = await db
    .select(tagColumns)
    .from(mediaTags)
    .innerJoin(tags, eq(tags.id, mediaTags.tagId))
    .where(eq(mediaTags.mediaId, row.id))
    .orderBy(asc(tags.name));
  return rows.map(tagView);
}
