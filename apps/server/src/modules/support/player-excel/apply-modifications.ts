import type { PlayerModification } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest, NotFound } from '../../../platform/errors';
import { recordContentChange } from '../../content';
import { reachableClient, type SupportActor } from '../roles';
import { accountLocations, accountPlayers } from './account-players';

/** The first problem of the modifications against the account's players and locations. */
function checkModifications(
  modifications: readonly PlayerModification[],
  playerIds: ReadonlyMap<string, string>,
  locationIds: ReadonlyMap<string, string>,
) {
  const seen = new Set<string>();
  modifications.forEach((modification, index) => {
    const field = `Modifications[${index}]`;
    if (!playerIds.has(modification.PlayerCode)) {
      throw new NotFound(`${field}.PlayerCode: there is no player with this code in this account`);
    }
    if (seen.has(modification.PlayerCode)) {
      throw new BadRequest(`${field}.PlayerCode: the player is modified twice`);
    }
    seen.add(modification.PlayerCode);
    const location = modification.LocationCode;
    if (location && !locationIds.has(location)) {
      throw new NotFound(
        `${field}.LocationCode: there is no location with this code in this account`,
      );
    }
  });
}

/**
 * Checks reviewed modifications again (they come back from the browser) and, when asked to,
 * applies them all in one transaction; any refused one applies none. Screens whose location
 * changed are told their content may have changed.
 */
export async function importModifications(
  db: Database,
  actor: SupportActor,
  accountCode: string,
  input: { apply: boolean; Modifications: PlayerModification[] },
): Promise<number> {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const [current, locationIds] = await Promise.all([
    accountPlayers(db, client.id),
    accountLocations(db, client.id),
  ]);
  const playerIds = new Map(current.map((player) => [player.playerCode, player.id]));
  checkModifications(input.Modifications, playerIds, locationIds);
  if (!input.apply) return 0;
  const changes = input.Modifications.map((modification) => ({
    id: playerIds.get(modification.PlayerCode),
    name: modification.Name ?? null,
    mountedDirection: modification.MountedDirection ?? null,
    setsLocation: modification.LocationCode !== undefined,
    locationId: modification.LocationCode ? locationIds.get(modification.LocationCode) : null,
  }));
  await db.transaction(async (tx) => {
    // One statement: all rows change together or none does, in one round trip however many.
    await tx.execute(sql`
      update ${players} set
        name = coalesce(change.name, ${players.name}),
        mounted_direction = coalesce(change."mountedDirection"::mounted_direction, ${players.mountedDirection}),
        location_id = case when change."setsLocation" then change."locationId" else ${players.locationId} end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(
        id uuid, name text, "mountedDirection" text, "setsLocation" boolean, "locationId" uuid)
      where ${players.id} = change.id and ${players.accountId} = ${client.id}`);
    // Names, orientations and locations are all in the manifests.
    await recordContentChange(tx, {
      accountId: client.id,
      playerIds: changes.flatMap((change) => (change.id ? [change.id] : [])),
    });
  });
  return input.Modifications.length;
}
