import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import { deletePlayerFormat as deleteFormatRow } from '../../player-formats';
import type { SupportActor } from '../../scope';
import { findChangeableFormat } from './changeable-format';
import { screensUsingFormat } from './format-screens';
import { formatView } from './format-view';

/**
 * Deletes a format no screen plays in. A used one is kept, and the answer says by how many
 * screens, as the console shows it rather than an error status.
 */
export async function deletePlayerFormat(db: Database, actor: SupportActor, code: string) {
  const reach = await actor.clients();
  return db.transaction(async (tx) => {
    const { format, client } = await findChangeableFormat(tx, reach, code);
    const playerCount = await screensUsingFormat(tx, format.id);
    if (playerCount > 0) {
      return { isOk: false, playerCount, message: `used by ${playerCount} screens` };
    }
    const before = await formatView(tx, format.id);
    await deleteFormatRow(tx, format.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client?.id ?? null,
      action: 'deletePlayerFormat',
      details: { before, after: null },
    });
    return { isOk: true, playerCount: 0, message: '' };
  });
}
