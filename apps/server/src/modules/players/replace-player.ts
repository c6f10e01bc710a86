import type { Database } from '../../platform/db/database';
import { BadRequest, Conflict } from '../../platform/errors';
import { moveDevice } from '../screen-gateway';
import { recordContentChange } from '../content';
import { deletePlayerRows } from '../player-records';
import { findPlayer, type Actor } from '../scope';

/**
 * Replaces a screen's device: the device of `otherCode` (typically a new one, just paired) moves
 * into `playerCode`, which keeps its name, settings, tags and playlist; `otherCode` is deleted.
 * The device then plays what `playerCode` plays.
 */
export async function replacePlayer(
  db: Database,
  actor: Actor,
  playerCode: string,
  otherCode: string,
): Promise<void> {
  const player = await findPlayer(db, actor, playerCode);
  const other = await findPlayer(db, actor, otherCode);
  if (player.id === other.id) throw new BadRequest('otherId: a screen cannot replace itself');
  if (!other.deviceCredentialHash) throw new Conflict('otherId: that screen has no device paired');
  await db.transaction(async (tx) => {
    await moveDevice(tx, { fromPlayerId: other.id, toPlayerId: player.id });
    await deletePlayerRows(tx, { accountId: actor.accountId, playerIds: [other.id] });
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: [player.id] });
  });
}
