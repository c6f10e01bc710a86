import type { FilterCondition } from '@marquee/domain';
import type { MediaLibrary, MediaType, PagingQuery } from '@marquee/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { media, mediaTags, tags } from '../../db/schema';
import { countUpTo } from '../../platform/db/count-up-to';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/like-pattern';
import {
  defaultSearchCandidateCap,
  listPage,
  searchMatches,
  type ListSearch,
} from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { mediaConditionSql, type Actor } from '../scope';
import { mediaColumns, mediaViews } from './media-view';

export interface MediaQuery extends PagingQuery {
  libraries?: MediaLibrary[];
  mediaTypes?: MediaType[];
  searchText?: string;
  condition?: FilterCondition | null;
  OrderBy: keyof typeof sortKeys;
  Order: 'asc' | 'desc';
}

/** Each sort order is served by an index on (account_id, expression, id) (migration 0008). */
const sortKeys = {
  MediaName: sortKey(media.displayName),
  RegisteredDateTime: sortKey(media.registeredAt),
  ModifiedDateTime: sortKey(media.modifiedAt),
  // The orientation's place in the enum, as a number: a key the continuation token can carry.
  Layout: sortKey(
    sql`(case ${media.orientation} when 'Landscape' then 0 when 'Portrait' then 1 when 'Ultrawide' then 2 end)`,
    'integer',
    true,
  ),
  Resolution: sortKey(sql`(coalesce(${media.width}, 0) * coalesce(${media.height}, 0))`, 'integer'),
};

/** TotalCount is exact up to this many and capped there: no full count on large libraries. */
export const totalCountCap = 10_000;

/**
 * A search looks in the media's names and in the names of its tags, each through its trigram
 * index (media_display_name_trgm, tags_name_trgm, then media_tags by tag).
 */
function mediaSearch(db: Database, actor: Actor, text: string | undefined): ListSearch {
  return {
    text,
    in: media.displayName,
    alsoMatching: (searched, cap) =>
      sql`${db
        .select({ mediaId: mediaTags.mediaId })
        .from(mediaTags)
        .innerJoin(tags, eq(tags.id, mediaTags.tagId))
        .where(
          and(
            eq(tags.accountId, actor.accountId),
            eq(tags.tagType, 'media'),
            containsText(tags.name, searched),
          ),
        )
        .limit(cap)}`,
  };
}

/** What a query selects among the media the user may see. */
async function matching(actor: Actor, query: MediaQuery) {
  return and(
    await actor.media(),
    inArray(media.library, query.libraries?.length ? query.libraries : ['MediaLibrary']),
    query.mediaTypes?.length ? inArray(media.mediaType, query.mediaTypes) : undefined,
    mediaConditionSql(query.condition),
  );
}

/** A page of the media a condition selects, through the list helper. */
async function pageOf(db: Database, actor: Actor, query: MediaQuery, where: SQL | undefined) {
  const { rows, ...page } = await listPage(db, {
    table: media,
    columns: mediaColumns,
    key: media.id,
    where,
    search: mediaSearch(db, actor, query.searchText),
    sortKeys,
    orderBy: query.OrderBy,
    order: query.Order,
    page: query,
  });
  return { Medias: await mediaViews(db, actor, rows), ...page };
}

/**
 * A page of the media the user may see, by libraries, types, name and a filter condition, through
 * the list helper (stable order, keyset continuation, capped trigram search).
 */
export async function listMedia(db: Database, actor: Actor, query: MediaQuery) {
  return pageOf(db, actor, query, await matching(actor, query));
}

/**
 * A page as `listMedia` gives it, with how many match in all, counted up to the cap (with a
 * search text, up to the candidates a search considers). The count runs beside the page, on a
 * connection of its own where the database has more than one: a text search with many matches
 * costs each of them one scan of the trigram index, and they need not wait for each other.
 */
export async function searchMedia(db: Database, actor: Actor, query: MediaQuery) {
  const where = await matching(actor, query);
  const [page, total] = await Promise.all([
    pageOf(db, actor, query, where),
    query.searchText
      ? countUpTo(
          db,
          media,
          and(
            where,
            searchMatches(
              db,
              { table: media, key: media.id, where },
              mediaSearch(db, actor, query.searchText),
            ),
          ),
          defaultSearchCandidateCap,
        )
      : countUpTo(db, media, where, totalCountCap),
  ]);
  return { ...page, TotalCount: total.count };
}

/** The lists by type (images, videos, signs, fallback signs) are searches of the media library. */
export function listOfTypes(mediaTypes: MediaType[]) {
  return (db: Database, actor: Actor, query: Omit<MediaQuery, 'mediaTypes'>) =>
    listMedia(db, actor, { ...query, mediaTypes });
}
