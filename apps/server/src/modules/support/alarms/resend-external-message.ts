import type { Database } from '../../../platform/db/database';
import { resendMessage, type Alarms } from '../../alarms';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import { getExternalMessage } from './get-external-message';

/** Sends a message in the caller's reach again as new deliveries, and answers it with them. */
export async function resendExternalMessage(
  db: Database,
  actor: SupportActor,
  sender: { namespace: string; alarms: Alarms },
  code: string,
  ipAddress: string,
) {
  const before = await getExternalMessage(db, actor, sender.namespace, code);
  return db.transaction(async (tx) => {
    const { id, accountId } = before.internal;
    await resendMessage(
      tx,
      { namespace: sender.namespace, settingsOf: sender.alarms.settingsOf },
      id,
    );
    const after = await getExternalMessage(tx, actor, sender.namespace, code);
    const summary = (message: typeof before) => ({
      id: code,
      deliveries: message.deliveries.map(({ channel, target, state }) => ({
        channel,
        target,
        state,
      })),
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId,
      action: 'resendExternalMessage',
      details: { before: summary(before), after: summary(after) },
      ipAddress,
    });
    return after;
  });
}
