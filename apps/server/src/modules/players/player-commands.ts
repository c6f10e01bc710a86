import type { ScreenCommand } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { issueCommand, latestUpload, type UploadKind } from '../screen-gateway';
import { findPlayer, findPlayerIds, type Actor } from '../scope';

/** Puts a command in the outbox of each of these screens; it reaches them when connected. */
export async function commandPlayers(
  db: Database,
  actor: Actor,
  playerCodes: readonly string[],
  kind: ScreenCommand['kind'],
) {
  const playerIds = await findPlayerIds(db, actor, playerCodes);
  return issueCommand(db, { accountId: actor.accountId, playerIds, kind });
}

/** The latest screenshot or log of a screen the user can see; null until it has sent one. */
export async function playerUpload(
  db: Database,
  actor: Actor,
  playerCode: string,
  kind: UploadKind,
) {
  const player = await findPlayer(db, actor, playerCode);
  return latestUpload(db, { accountId: actor.accountId, playerId: player.id }, kind);
}
