import type { Cluster } from '@marquee/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clusterLocations, clusterPlayers, locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playersInClusters } from '../content';
import type { Actor } from '../scope';
import { clusterListItemView, type ClusterRow } from './cluster-view';

/** A cluster as its editor loads it: what it lists, and the screens it holds now that the caller sees. */
export async function readCluster(db: Database, actor: Actor, row: ClusterRow): Promise<Cluster> {
  const scope = (await actor.players()) as SQL;
  const listed = db
    .select({ id: clusterPlayers.playerId })
    .from(clusterPlayers)
    .where(eq(clusterPlayers.clusterId, row.id));
  const [held, named] = await Promise.all([
    db
      .select({
        playerCode: players.playerCode,
        name: players.name,
        locationCode: locations.locationCode,
        isListed: sql<boolean>`${inArray(players.id, listed)}`,
      })
      .from(players)
      .leftJoin(locations, eq(locations.id, players.locationId))
      .where(and(scope, playersInClusters(db, [row.id])))
      .orderBy(asc(sql`lower(${players.name})`), asc(players.playerCode)),
    db
      .select({ locationCode: locations.locationCode, name: locations.name })
      .from(clusterLocations)
      .innerJoin(locations, eq(locations.id, clusterLocations.locationId))
      .where(eq(clusterLocations.clusterId, row.id))
      .orderBy(asc(sql`lower(${locations.name})`)),
  ]);
  return {
    ...clusterListItemView(row, held.length),
    playerCodes: held.filter((p) => p.isListed).map((p) => p.playerCode),
    locations: named,
    players: held,
  };
}
