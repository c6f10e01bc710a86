import { eq, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import { clusterLocations, clusterPlayers, clusters, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import { groupBy } from './manifest-parts';

type ClusterIds = readonly string[] | SQLWrapper;

const idsIn = (column: Parameters<typeof isAnyId>[0], ids: ClusterIds) =>
  'getSQL' in ids ? inArray(column, ids) : isAnyId(column, ids);

/**
 * A predicate over `players`: the screens these clusters hold now, those they list and those
 * standing at their locations. `clusterIds` is a list of ids or a query answering them.
 */
export function playersInClusters(db: Database, clusterIds: ClusterIds): SQL {
  return or(
    inArray(
      players.id,
      db
        .select({ id: clusterPlayers.playerId })
        .from(clusterPlayers)
        .where(idsIn(clusterPlayers.clusterId, clusterIds)),
    ),
    inArray(
      players.locationId,
      db
        .select({ id: clusterLocations.locationId })
        .from(clusterLocations)
        .where(idsIn(clusterLocations.clusterId, clusterIds)),
    ),
  ) as SQL;
}

/** The codes of the clusters that hold each of these screens now, in one query. */
export async function clusterCodesOfPlayers(
  db: Database,
  playerIds: readonly string[],
): Promise<Map<string, string[]>> {
  if (!playerIds.length) return new Map();
  const listed = db
    .select({ playerId: clusterPlayers.playerId, clusterCode: clusters.clusterCode })
    .from(clusterPlayers)
    .innerJoin(clusters, eq(clusters.id, clusterPlayers.clusterId))
    .where(isAnyId(clusterPlayers.playerId, playerIds));
  const byLocation = db
    .select({ playerId: players.id, clusterCode: clusters.clusterCode })
    .from(players)
    .innerJoin(clusterLocations, eq(clusterLocations.locationId, players.locationId))
    .innerJoin(clusters, eq(clusters.id, clusterLocations.clusterId))
    .where(isAnyId(players.id, playerIds));
  const rows = await listed.union(byLocation);
  return new Map(
    [...groupBy(rows, (row) => row.playerId)].map(([playerId, held]) => [
      playerId,
      held.map((row) => row.clusterCode),
    ]),
  );
}
