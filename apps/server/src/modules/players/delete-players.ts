import type { Database } from '../../platform/db/database';
import { releasePlayer } from '../screen-gateway';
import { recordContentChange } from '../content';
import { deletePlayerRows } from '../player-records';
import { findPlayerIds, type Actor } from '../scope';

/**
 * Deletes the account's players with these codes (404, and nothing deleted, when any is not
 * the account's); each device is released first, so it goes back to showing a pairing code.
 */
export async function deletePlayers(db: Database, actor: Actor, playerCodes: readonly string[]) {
  const ids = await findPlayerIds(db, actor, playerCodes);
  return db.transaction(async (tx) => {
    for (const playerId of ids) await releasePlayer(tx, { accountId: actor.accountId, playerId });
    const deleted = await deletePlayerRows(tx, { accountId: actor.accountId, playerIds: ids });
    // Broadcasts' fixed lists name screens by code: a screen paired later under a deleted one's
    // code must not be built from lists that still held it.
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [] });
    return deleted;
  });
}
