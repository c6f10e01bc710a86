import { customPlayerStatusHistory } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict } from '../../../platform/errors';
import { setCustomStatus } from '../../player-records';
import { findPlayerIds, type SupportActor } from '../../scope';
import { clientWithActor } from './find-client-player';

export interface CustomStatusChange {
  accountCode: string;
  playerCodes: readonly string[];
  /** Null removes the custom status. */
  text: string | null;
  overwriteOnlineStatus: boolean;
}

/**
 * Sets (or with a null text removes) the custom status of players of a reachable client and
 * writes one history entry per player, in one transaction. With `isNewOnly`, a player that has
 * a custom status already is a conflict and nothing changes.
 */
export async function changeCustomStatus(
  db: Database,
  actor: SupportActor,
  change: CustomStatusChange,
  { isNewOnly = false } = {},
): Promise<number> {
  const { client, inClient } = await clientWithActor(db, actor, change.accountCode);
  const playerIds = await findPlayerIds(db, inClient, change.playerCodes);
  return db.transaction(async (tx) => {
    const setAt = new Date();
    const overwritesOnline = change.text !== null && change.overwriteOnlineStatus;
    const changed = await setCustomStatus(
      tx,
      { accountId: client.id, playerIds, isNewOnly },
      { text: change.text, overwritesOnline, setAt },
    );
    if (changed.length !== playerIds.length) {
      throw new Conflict('playerCodes: a player has a custom status already; edit it instead');
    }
    await tx.insert(customPlayerStatusHistory).values(
      playerIds.map((playerId) => ({
        accountId: client.id,
        playerId,
        text: change.text,
        overwritesOnline,
        setByUserId: actor.userId,
        setByName: actor.name,
        setAt,
      })),
    );
    return playerIds.length;
  });
}
