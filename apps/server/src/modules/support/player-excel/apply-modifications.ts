import type { PlayerModification } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { BadRequest, NotFound } from '../../../platform/errors';
import { recordContentChange } from '../../content';
import { applyPlayerModifications } from '../../player-records';
import { reachableClient, type SupportActor } from '../../scope';
import { accountLocations, accountPlayers, type WorkbookLocation } from './account-players';

/** The first problem of the modifications against the account's players and locations. */
function checkModifications(
  modifications: readonly PlayerModification[],
  playerIds: ReadonlyMap<string, string>,
  locations: ReadonlyMap<string, WorkbookLocation>,
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
    if (location && !locations.has(location)) {
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
  const [current, locations] = await Promise.all([
    accountPlayers(db, client.id),
    accountLocations(db, client.id),
  ]);
  const playerIds = new Map(current.map((player) => [player.playerCode, player.id]));
  checkModifications(input.Modifications, playerIds, locations);
  if (!input.apply) return 0;
  const changes = input.Modifications.map((modification) => ({
    id: playerIds.get(modification.PlayerCode),
    name: modification.Name ?? null,
    mountedDirection: modification.MountedDirection ?? null,
    setsLocation: modification.LocationCode !== undefined,
    locationId: modification.LocationCode ? locations.get(modification.LocationCode)?.id : null,
  }));
  await db.transaction(async (tx) => {
    await applyPlayerModifications(tx, client.id, changes);
    // Names, orientations and locations are all in the manifests.
    await recordContentChange(tx, {
      accountId: client.id,
      playerIds: changes.flatMap((change) => (change.id ? [change.id] : [])),
    });
  });
  return input.Modifications.length;
}
