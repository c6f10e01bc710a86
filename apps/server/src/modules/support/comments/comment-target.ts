import type { Database } from '../../../platform/db/database';
import { findClientPlayer } from '../players';
import { reachableClient, type SupportActor } from '../../scope';

/** Where a comment belongs: an account of the caller's reach, and maybe one of its players. */
export interface CommentTarget {
  account: string;
  player?: string;
}

/** The ids of the account and player a comment belongs to; 404 outside reach. */
export async function resolveCommentTarget(
  db: Database,
  actor: SupportActor,
  target: CommentTarget,
) {
  if (target.player === undefined) {
    const client = await reachableClient(db, actor, target.account, 'account');
    return { accountId: client.id, playerId: null };
  }
  const { client, player } = await findClientPlayer(db, actor, {
    ...target,
    player: target.player,
  });
  return { accountId: client.id, playerId: player.id };
}
