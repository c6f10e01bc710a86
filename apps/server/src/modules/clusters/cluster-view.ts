import type { ClusterListItem } from '@marquee/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clusters, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { playersInClusters } from '../content';
import type { Actor } from '../scope';

export type ClusterRow = typeof clusters.$inferSelect;

/** A cluster as the list shows it, with how many screens the caller sees in it. */
export const clusterListItemView = (row: ClusterRow, playerCount: number): ClusterListItem => ({
  clusterCode: row.clusterCode,
  clusterName: row.name,
  playerCount,
  createdAt: row.createdAt.toISOString(),
  modifiedAt: row.modifiedAt.toISOString(),
});

/**
 * One of the account's clusters by code, or 404; locked until the caller's transaction ends when
 * it is about to change it.
 */
export async function findCluster(
  db: Database,
  actor: Actor,
  clusterCode: string,
  isLocked = false,
): Promise<ClusterRow> {
  const query = db
    .select()
    .from(clusters)
    .where(and(eq(clusters.accountId, actor.accountId), eq(clusters.clusterCode, clusterCode)));
  const [row] = await (isLocked ? query.for('update') : query);
  if (!row) throw new NotFound('clusterCode: no such cluster');
  return row;
}

/**
 * How many screens each of these clusters holds now among those the caller sees, in one query:
 * a count per cluster over one pass of the caller's screens.
 */
export async function playerCountsOf(
  db: Database,
  actor: Actor,
  clusterIds: readonly string[],
): Promise<Map<string, number>> {
  if (!clusterIds.length) return new Map();
  const counts = sql<number[]>`array[${sql.join(
    clusterIds.map((id) => sql`count(*) filter (where ${playersInClusters(db, [id])})::int`),
    sql`, `,
  )}]`;
  const [row] = await db
    .select({ counts })
    .from(players)
    .where((await actor.players()) as SQL);
  return new Map(clusterIds.map((id, n) => [id, row?.counts[n] ?? 0]));
}

/** The ids of the account's clusters of these codes, by code; codes of no such cluster are absent. */
export async function clusterIdsByCode(
  db: Database,
  actor: Actor,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: clusters.id, code: clusters.clusterCode })
    .from(clusters)
    .where(and(eq(clusters.accountId, actor.accountId), inArray(clusters.clusterCode, unique)));
  return new Map(rows.map((row) => [row.code, row.id]));
}
