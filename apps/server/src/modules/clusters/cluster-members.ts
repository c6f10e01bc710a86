import type { ClusterInput } from '@marquee/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { clusterLocations, locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/** The ids of what a cluster input names, each checked against the caller's reach. */
export interface ClusterMembers {
  playerIds: string[];
  locationIds: string[];
}

/**
 * The screens and locations the input names, by id. A screen the caller cannot see answers 404,
 * as it would anywhere; a location newly added that has screens outside their reach answers 403,
 * since through it the cluster would hold screens they could not list one by one.
 */
export async function resolveClusterMembers(
  db: Database,
  actor: Actor,
  input: ClusterInput,
  clusterId: string | null,
): Promise<ClusterMembers> {
  const scope = (await actor.players()) as SQL;
  const playerCodes = [...new Set(input.playerCodes)];
  const locationCodes = [...new Set(input.locationCodes)];
  const [seen, located] = await Promise.all([
    playerCodes.length
      ? db
          .select({ id: players.id, code: players.playerCode })
          .from(players)
          .where(and(scope, inArray(players.playerCode, playerCodes)))
      : [],
    locationCodes.length
      ? db
          .select({ id: locations.id, code: locations.locationCode })
          .from(locations)
          .where(
            and(
              eq(locations.accountId, actor.accountId),
              inArray(locations.locationCode, locationCodes),
            ),
          )
      : [],
  ]);
  const missingPlayer = playerCodes.find((code) => !seen.some((row) => row.code === code));
  if (missingPlayer) throw new NotFound(`playerCodes: no such screen: ${missingPlayer}`);
  const missingLocation = locationCodes.find((code) => !located.some((row) => row.code === code));
  if (missingLocation) throw new NotFound(`locationCodes: no such location: ${missingLocation}`);
  await assertLocationsWithinReach(
    db,
    actor,
    scope,
    located.map((row) => row.id),
    clusterId,
  );
  return { playerIds: seen.map((row) => row.id), locationIds: located.map((row) => row.id) };
}

/** 403 when a location the cluster does not hold yet has a screen outside the caller's scope. */
async function assertLocationsWithinReach(
  db: Database,
  actor: Actor,
  scope: SQL,
  locationIds: readonly string[],
  clusterId: string | null,
) {
  const held = clusterId
    ? await db
        .select({ id: clusterLocations.locationId })
        .from(clusterLocations)
        .where(eq(clusterLocations.clusterId, clusterId))
    : [];
  const added = locationIds.filter((id) => !held.some((row) => row.id === id));
  if (!added.length) return;
  const [outside] = await db
    .select({ code: locations.locationCode })
    .from(players)
    .innerJoin(locations, eq(locations.id, players.locationId))
    .where(
      and(
        eq(players.accountId, actor.accountId),
        inArray(players.locationId, added),
        sql`(${scope}) is not true`,
      ),
    )
    .limit(1);
  if (outside) {
    throw new Forbidden(`locationCodes: ${outside.code} has screens outside your reach`);
  }
}
