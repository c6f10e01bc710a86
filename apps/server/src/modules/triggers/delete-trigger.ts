import { eq } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { findTrigger, triggerAudit } from './trigger-rows';
import { broadcastsUsingTriggers } from './trigger-uses-read';

/** Deletes a trigger with its settings; one a broadcast uses stays (409 naming them). */
export async function deleteTrigger(
  db: Database,
  actor: Actor,
  triggerCode: string,
  ipAddress: string,
) {
  await db.transaction(async (tx) => {
    const row = await findTrigger(tx, actor, triggerCode, true);
    const users = (await broadcastsUsingTriggers(tx, [row.id])).get(row.id) ?? [];
    if (users.length) {
      const names = users.map((user) => `'${user.broadcastName}'`).join(', ');
      throw new Conflict(`This trigger is used by the broadcasts ${names}.`);
    }
    await tx.delete(triggers).where(eq(triggers.id, row.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'deleteTrigger',
      details: { before: triggerAudit(row), after: null },
      ipAddress,
    });
  });
}
