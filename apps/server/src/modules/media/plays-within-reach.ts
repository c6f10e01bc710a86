import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import { playersOutsideScope, type Actor } from '../scope';

/**
 * A check, made in a write's transaction, that 403s when the write to media would change what
 * screens outside the actor's scope play (`playerIds`, the screens that play the media as
 * `playersPlayingMedia` finds them): an owner's broadcast or a screen's own playlist may play a
 * medium the actor sees on screens they cannot.
 */
export async function playsWithinReach(actor: Actor) {
  const outside = await playersOutsideScope(actor);
  return async (db: Database, playerIds: readonly string[]) => {
    if ((await outside(db, playerIds)) > 0) {
      throw new Forbidden('This medium plays on screens outside your reach.');
    }
  };
}
