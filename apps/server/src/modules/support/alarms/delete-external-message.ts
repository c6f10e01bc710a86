import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { deleteMessageRow } from '../../alarms';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import { messageView, reachedMessage } from './reached-messages';

/** Deletes a message in the caller's reach; the audit keeps what it was. */
export async function deleteExternalMessage(
  db: Database,
  actor: SupportActor,
  code: string,
  ipAddress: string,
): Promise<void> {
  const message = await reachedMessage(db, actor, code);
  await db.transaction(async (tx) => {
    if (!(await deleteMessageRow(tx, message.id))) throw new NotFound('id: no such message');
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: message.accountId,
      action: 'deleteExternalMessage',
      details: { before: messageView(message), after: null },
      ipAddress,
    });
  });
}
