import type { Database } from '../../platform/db/database';
import { savePermissionTags } from '../player-records';
import { findPlayer, type Actor } from '../scope';

/** The permission tags of a visible screen. */
export async function playerPermissionTags(
  db: Database,
  actor: Actor,
  playerCode: string,
): Promise<string[]> {
  return (await findPlayer(db, actor, playerCode)).permissionTags;
}

/** Replaces a visible screen's permission tags; the same tag in another case counts once. */
export async function setPlayerPermissionTags(
  db: Database,
  actor: Actor,
  playerCode: string,
  tags: readonly string[],
): Promise<string[]> {
  const player = await findPlayer(db, actor, playerCode);
  const seen = new Set<string>();
  const unique = tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await savePermissionTags(db, { accountId: actor.accountId, playerId: player.id }, unique);
  return unique;
}
