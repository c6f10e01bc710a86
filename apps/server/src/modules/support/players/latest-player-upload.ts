import type { Database } from '../../../platform/db/database';
import { latestUpload, type UploadKind } from '../../screen-gateway';
import type { SupportActor } from '../../scope';
import { findClientPlayer } from './find-client-player';

/** The newest screenshot or log file a reachable client's player sent, if any. */
export async function latestPlayerUpload(
  db: Database,
  actor: SupportActor,
  params: { account: string; player: string },
  kind: UploadKind,
) {
  const { client, player } = await findClientPlayer(db, actor, params);
  return latestUpload(db, { accountId: client.id, playerId: player.id }, kind);
}
