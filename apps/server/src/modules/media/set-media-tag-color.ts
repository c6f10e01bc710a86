import { and, eq } from 'drizzle-orm';
import { tags } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { accountMediaTags, tagColumns } from './account-media-tags';
import { tagView } from './media-view';

export async function setMediaTagColor(db: Database, actor: Actor, tagCode: string, color: string) {
  const [row] = await db
    .update(tags)
    .set({ color })
    .where(and(accountMediaTags(actor), eq(tags.tagCode, tagCode)))
    .returning(tagColumns);
  if (!row) throw new NotFound('No such tag');
  return tagView(row);
}
