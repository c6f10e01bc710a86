import type { FilterCondition } from '@marquee/domain';
import type { MediaLibrary, MediaType } from '@marquee/contracts';
import { and, asc, count, desc, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { media } from '../../db/schema';
import { containsPattern } from '../../platform/db/like-pattern';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';
import type { MediaServices } from './media-context';
import { mediaConditionSql, visibleMediaSql } from './media-scope';
import { mediaColumns, mediaViews } from './media-view';

export interface MediaQuery {
  libraries?: MediaLibrary[];
  mediaTypes?: MediaType[];
  searchText?: string;
  condition?: FilterCondition | null;
  OrderBy: 'MediaName' | 'RegisteredDateTime' | 'ModifiedDateTime' | 'Layout' | 'Resolution';
  Order: 'asc' | 'desc';
  MaxItemsInResult: number;
  SkipItemsInResult: number;
}

/** Each sort order is served by an index on (account_id, column, id). */
const sortColumns = {
  MediaName: media.displayName,
  RegisteredDateTime: media.registeredAt,
  ModifiedDateTime: media.modifiedAt,
  Layout: media.orientation,
  Resolution: sql`(coalesce(${media.width}, 0) * coalesce(${media.height}, 0))`,
} as const;

/** TotalCount is exact up to this many and capped there: no full count on large libraries. */
export const totalCountCap = 10_000;

/**
 * A page of the media the user may see, by libraries, types, name and a filter condition, in a
 * stable order (the id breaks ties), one row more than the page to tell whether more exist.
 */
export async function searchMedia(
  services: MediaServices,
  tenant: Tenant,
  auth: AuthContext,
  query: MediaQuery,
  withTotal = false,
) {
  const { db } = services;
  const where = and(
    await visibleMediaSql(db, tenant, auth),
    inArray(media.library, query.libraries?.length ? query.libraries : ['MediaLibrary']),
    query.mediaTypes?.length ? inArray(media.mediaType, query.mediaTypes) : undefined,
    query.searchText ? ilike(media.displayName, containsPattern(query.searchText)) : undefined,
    mediaConditionSql(query.condition),
  ) as SQL;
  const direction = query.Order === 'desc' ? desc : asc;
  const rows = await db
    .select(mediaColumns)
    .from(media)
    .where(where)
    .orderBy(direction(sortColumns[query.OrderBy]), direction(media.id))
    .limit(query.MaxItemsInResult + 1)
    .offset(query.SkipItemsInResult);
  const hasMore = rows.length > query.MaxItemsInResult;
  const page = rows.slice(0, query.MaxItemsInResult);
  let totalCount = 0;
  if (withTotal) {
    const capped = db
      .select({ one: sql`1` })
      .from(media)
      .where(where)
      .limit(totalCountCap)
      .as('capped');
    const [counted] = await db.select({ total: count() }).from(capped);
    totalCount = counted?.total ?? 0;
  }
  return { Medias: await mediaViews(db, page, auth), hasMore, TotalCount: totalCount };
}

/** The lists by type (images, videos, signs, fallback signs) are searches of the media library. */
export function listOfTypes(mediaTypes: MediaType[]) {
  return (
    services: MediaServices,
    tenant: Tenant,
    auth: AuthContext,
    query: Omit<MediaQuery, 'mediaTypes'>,
  ) => searchMedia(services, tenant, auth, { ...query, mediaTypes });
}
