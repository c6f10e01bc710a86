import type { PagingQuery } from '@marquee/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { media, mediaTags, tags } from '../../db/schema';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { Conflict, NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';
import { findVisibleMedia } from './find-media';
import type { MediaServices } from './media-context';
import { visibleMediaSql } from '../scope';
import { tagView } from './media-view';
import { actorFor } from '../scope';

const tagColumns = { id: tags.id, tagCode: tags.tagCode, name: tags.name, color: tags.color };
const accountMediaTags = (tenant: Tenant) =>
  and(eq(tags.accountId, tenant.accountId), eq(tags.tagType, 'media'));

/** The account's media tags in name order (any case), through the list helper. */
export async function searchMediaTags(
  services: MediaServices,
  tenant: Tenant,
  query: PagingQuery & { searchText?: string },
) {
  const { rows, ...page } = await listPage(services.db, {
    table: tags,
    columns: tagColumns,
    key: tags.id,
    where: accountMediaTags(tenant),
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
  services: MediaServices,
  tenant: Tenant,
  tag: { name: string; color?: string },
) {
  const [row] = await services.db
    .insert(tags)
    .values({
      accountId: tenant.accountId,
      tagType: 'media',
      name: tag.name,
      color: tag.color ?? null,
    })
    .onConflictDoNothing()
    .returning(tagColumns);
  if (!row) throw new Conflict(`A tag named ${tag.name} already exists`);
  return tagView(row);
}

export async function setMediaTagColor(
  services: MediaServices,
  tenant: Tenant,
  tagCode: string,
  color: string,
) {
  const [row] = await services.db
    .update(tags)
    .set({ color })
    .where(and(accountMediaTags(tenant), eq(tags.tagCode, tagCode)))
    .returning(tagColumns);
  if (!row) throw new NotFound('No such tag');
  return tagView(row);
}

/** The account's media tags with these codes; any other code is 404. */
async function findTags(services: MediaServices, tenant: Tenant, tagCodes: string[]) {
  const wanted = [...new Set(tagCodes)];
  if (wanted.length === 0) return [];
  const rows = await services.db
    .select(tagColumns)
    .from(tags)
    .where(and(accountMediaTags(tenant), inArray(tags.tagCode, wanted)));
  if (rows.length !== wanted.length) throw new NotFound('No such tag');
  return rows;
}

export async function getTagsOfMedia(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  code: string,
) {
  const row = await findVisibleMedia(services.db, actorFor(services.db, auth), code);
  const rows = await services.db
    .select(tagColumns)
    .from(mediaTags)
    .innerJoin(tags, eq(tags.id, mediaTags.tagId))
    .where(eq(mediaTags.mediaId, row.id))
    .orderBy(asc(tags.name));
  return rows.map(tagView);
}

export async function setTagsOfMedia(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  code: string,
  tagCodes: string[],
) {
  const row = await findVisibleMedia(services.db, actorFor(services.db, auth), code);
  const found = await findTags(services, tenant, tagCodes);
  await services.db.transaction(async (tx) => {
    await tx.delete(mediaTags).where(eq(mediaTags.mediaId, row.id));
    if (found.length > 0) {
      await tx.insert(mediaTags).values(found.map((tag) => ({ mediaId: row.id, tagId: tag.id })));
    }
  });
  return getTagsOfMedia(services, tenant, auth, code);
}

/** Adds or removes tags on many media; every media and tag must be the caller's (else 404). */
export async function changeTagsOfMedia(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  change: { mediaCodes: string[]; tagCodes: string[]; added: boolean },
) {
  const found = await findTags(services, tenant, change.tagCodes);
  const codes = [...new Set(change.mediaCodes)];
  const targets = await services.db
    .select({ id: media.id })
    .from(media)
    .where(and(await visibleMediaSql(services.db, tenant, auth), inArray(media.mediaCode, codes)));
  if (targets.length !== codes.length) throw new NotFound('No such media');
  const mediaIds = targets.map((target) => target.id);
  const tagIds = found.map((tag) => tag.id);
  if (change.added) {
    await services.db
      .insert(mediaTags)
      .values(mediaIds.flatMap((mediaId) => tagIds.map((tagId) => ({ mediaId, tagId }))))
      .onConflictDoNothing();
  } else {
    await services.db
      .delete(mediaTags)
      .where(and(inArray(mediaTags.mediaId, mediaIds), inArray(mediaTags.tagId, tagIds)));
  }
}
