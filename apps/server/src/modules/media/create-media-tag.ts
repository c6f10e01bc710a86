import { tags } from '../../db/schema';
import { Conflict } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { tagColumns } from './account-media-tags';
import { tagView } from './media-view';

export async function createMediaTag(
  db: Database,
  actor: Actor,
  tag: { name: string; color?: string },
) {
  const [row] = await db
    .insert(tags)
    .values({
      accountId: actor.accountId,
      tagType: 'media',
      name: tag.name,
      color: tag.color ?? null,
    })
    .onConflictDoNothing()
    .returning(tagColumns);
  if (!row) throw new Conflict(`A tag named ${tag.name} already exists`);
  return tagView(row);
}
