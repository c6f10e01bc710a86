import type { PagingQuery } from '@marquee/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { media, mediaTags, tags } from '../../db/schema';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { Conflict, NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findVisibleMedia } from './find-media';
import { tagView } from './media-view';

const tagColumns = { id: tags.id, tagCode: tags.tagCode, name: tags.name, color: tags.color };
const accountMediaTags = (actor: Actor) =>
  and(eq(tags.accountId, actor.accountId), eq(tags.tagType, 'media'));

/** The account's media tags in name order (any case), through the list helper. */
export async function searchMediaTags(
  db: Database,
  actor: Actor,
  query: PagingQuery & { searchText?: string },
) {
  const { rows, ...page } = await listPage(db, {
    table: tags,
    columns: tagColumns,
    key: tags.id,
    where: accountMediaTags(actor),
    search: { text: query.searchText, in: tags.name },
    // Served by the unique index on (account_id, tag_type, lower(name)).
    sortKeys: { name: sortKey(sql`lower(${tags.name})`, 'text') },
    orderBy: 'name',
    order: 'asc',
    page: query,
  });
  return { tags: rows.map(tagView), ...page };
}

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

export async function setMediaTagColor(db: Database, actor: Actor, tagCode: string, color: string) {
  const [row] = await db
    .update(tags)
    .set({ color })
    .where(and(accountMediaTags(actor), eq(tags.tagCode, tagCode)))
    .returning(tagColumns);
  if (!row) throw new NotFound('No such tag');
  return tagView(row);
}

/** The account's media tags with these codes; any other code is 404. */
async function findTags(db: Database, actor: Actor, tagCodes: string[]) {
  const wanted = [...new Set(tagCodes)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select(tagColumns)
    .from(tags)
    .where(and(accountMediaTags(actor), inArray(tags.tagCode, wanted)));
  if (rows.length !== wanted.length) throw new NotFound('No such tag');
  return rows;
}

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
