import { and, eq } from 'drizzle-orm';
import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';

/** Revokes one of the account's keys; the row stays so the list can show when. */
export async function revokeTriggerKey(
  db: Database,
  actor: Actor,
  keyCode: string,
  ipAddress: string,
) {
  const [row] = await db
    .select({
      id: triggerApiKeys.id,
      name: triggerApiKeys.name,
      revokedAt: triggerApiKeys.revokedAt,
    })
    .from(triggerApiKeys)
    .where(and(eq(triggerApiKeys.accountId, actor.accountId), eq(triggerApiKeys.keyCode, keyCode)));
  if (!row) throw new NotFound('keyCode: no such API key');
  if (row.revokedAt) return;
  await db.transaction(async (tx) => {
    await tx
      .update(triggerApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(triggerApiKeys.id, row.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'revokeTriggerKey',
      details: { keyCode, name: row.name },
      ipAddress,
    });
  });
}
