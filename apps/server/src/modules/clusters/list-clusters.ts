import type { CallQuery, listClusters as call } from '@marquee/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { clusters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { clusterListItemView, playerCountsOf } from './cluster-view';

const sortKeys = { name: sortKey(sql`lower(${clusters.name})`, 'text') };

/** A page of the account's clusters by name, matching the search, with their screen counts. */
export async function listClusters(db: Database, actor: Actor, query: CallQuery<typeof call>) {
  const { SearchText, ...page } = query;
  const found = await listPage(db, {
    table: clusters,
    columns: getTableColumns(clusters),
    key: clusters.id,
    where: eq(clusters.accountId, actor.accountId),
    search: { text: SearchText, in: clusters.name },
    sortKeys,
    orderBy: 'name',
    order: 'asc',
    page,
  });
  const counts = await playerCountsOf(
    db,
    actor,
    found.rows.map((row) => row.id),
  );
  return {
    Clusters: found.rows.map((row) => clusterListItemView(row, counts.get(row.id) ?? 0)),
    hasMore: found.hasMore,
    continuationToken: found.continuationToken,
  };
}
