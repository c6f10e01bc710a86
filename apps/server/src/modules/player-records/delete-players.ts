import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { rowsOf, type AccountPlayers } from './account-players';

/**
 * Deletes the account's players; the rows that hang on them (tags, channels, commands) go with
 * them. Answers how many were deleted.
 */
export async function deletePlayerRows(tx: Database, rows: AccountPlayers): Promise<number> {
  if (rows.playerIds.length === 0) return 0;
  const deleted = await tx.delete(players).where(rowsOf(rows)).returning({ id: players.id });
  return deleted.length;
}
