import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { rowOf, rowsOf, type AccountPlayer, type AccountPlayers } from './account-players';

type Row = typeof players.$inferInsert;

/** What the settings form of one screen saves. */
export type PlayerSettings = Pick<
  Row,
  'name' | 'mountedDirection' | 'playerFormatId' | 'locationId'
>;

/** Where screens hang and what they show on: each named part changes, the rest stays. */
export type PlayerPlacement = Partial<
  Pick<Row, 'playerFormatId' | 'locationId' | 'mountedDirection'>
>;

/** Saves the settings form of one player. */
export async function savePlayerSettings(
  tx: Database,
  player: AccountPlayer,
  settings: PlayerSettings,
): Promise<void> {
  await tx.update(players).set(settings).where(rowOf(player));
}

/** Moves players to a format, orientation or location; answers each moved player's format. */
export function placePlayers(tx: Database, rows: AccountPlayers, placement: PlayerPlacement) {
  return tx.update(players).set(placement).where(rowsOf(rows)).returning({
    id: players.id,
    accountId: players.accountId,
    playerFormatId: players.playerFormatId,
  });
}

/** Shows or hides the player's name on its screen. */
export async function saveShowNameInfo(
  tx: Database,
  player: AccountPlayer,
  showNameInfo: boolean,
): Promise<void> {
  await tx.update(players).set({ showNameInfo }).where(rowOf(player));
}

/** Replaces the player's permission tags. */
export async function savePermissionTags(
  db: Database,
  player: AccountPlayer,
  permissionTags: readonly string[],
): Promise<void> {
  await db
    .update(players)
    .set({ permissionTags: [...permissionTags] })
    .where(rowOf(player));
}
