import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  broadcastGroupClusters,
  broadcastGroups,
  clusterLocations,
  clusterPlayers,
  clusters,
  players,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { playersReachedBy, recordContentChange } from '../content';
import type { Actor } from '../scope';
import type { ClusterMembers } from './cluster-members';
import type { ClusterRow } from './cluster-view';

/** 409 naming the field when another of the account's clusters has this name in any case. */
export async function assertNameFree(
  db: Database,
  actor: Actor,
  name: string,
  clusterId: string | null,
) {
  const [taken] = await db
    .select({ id: clusters.id })
    .from(clusters)
    .where(
      and(
        eq(clusters.accountId, actor.accountId),
        eq(sql`lower(${clusters.name})`, name.toLowerCase()),
        clusterId ? ne(clusters.id, clusterId) : undefined,
      ),
    );
  if (taken) throw new Conflict('clusterName: Name is already taken.');
}

/** What the audit log keeps of a cluster: its code and name, and what a save made it list. */
export const clusterAudit = (row: ClusterRow, members?: ClusterMembers) => ({
  clusterCode: row.clusterCode,
  clusterName: row.name,
  ...(members && { playerIds: members.playerIds, locationIds: members.locationIds }),
});

/** The ids of the broadcasts whose groups name this cluster. */
export async function broadcastsUsing(db: Database, clusterId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: broadcastGroups.broadcastId })
    .from(broadcastGroupClusters)
    .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastGroupClusters.groupId))
    .where(eq(broadcastGroupClusters.clusterId, clusterId));
  return rows.map((row) => row.id);
}

/**
 * Replaces what a cluster lists, in the caller's transaction. Listed screens the caller cannot see
 * stay as they were: a save shows and changes only what lies within their reach. The screens the
 * broadcasts using it reached before or reach now hear of the change.
 */
export async function writeClusterMembers(
  tx: Database,
  actor: Actor,
  row: ClusterRow,
  members: ClusterMembers,
) {
  const using = await broadcastsUsing(tx, row.id);
  const before = using.length ? await playersReachedBy(tx, actor, ...using) : [];
  const visible = (await actor.players()) as SQL;
  await tx
    .delete(clusterPlayers)
    .where(
      and(
        eq(clusterPlayers.clusterId, row.id),
        inArray(
          clusterPlayers.playerId,
          tx.select({ id: players.id }).from(players).where(visible),
        ),
      ),
    );
  await tx.delete(clusterLocations).where(eq(clusterLocations.clusterId, row.id));
  if (members.playerIds.length) {
    await tx
      .insert(clusterPlayers)
      .values(members.playerIds.map((playerId) => ({ clusterId: row.id, playerId })))
      .onConflictDoNothing();
  }
  if (members.locationIds.length) {
    await tx
      .insert(clusterLocations)
      .values(members.locationIds.map((locationId) => ({ clusterId: row.id, locationId })));
  }
  if (!using.length) return;
  const after = await playersReachedBy(tx, actor, ...using);
  await recordContentChange(tx, { accountId: actor.accountId, playerIds: [...before, ...after] });
}
