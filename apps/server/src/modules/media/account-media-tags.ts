import { and, eq, inArray } from 'drizzle-orm';
import { tags } from '../../db/schema';
import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';

export const tagColumns = {
  id: tags.id,
  tagCode: tags.tagCode,
  name: tags.name,
  color: tags.color,
};
export const accountMediaTags = (actor: Actor) =>
  and(eq(tags.accountId, actor.accountId), eq(tags.tagType, 'media'));

/** The account's media tags with these codes; any other code is 404. */
export async function findTags(db: Database, actor: Actor, tagCodes: string[]) {
  const wanted = [...new Set(tagCodes)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select(tagColumns)
    .from(tags)
    .where(and(accountMediaTags(actor), inArray(tags.tagCode, wanted)));
  if (rows.length !== wanted.length) throw new NotFound('No such tag');
  return rows;
}
