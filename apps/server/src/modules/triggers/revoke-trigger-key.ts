import { and, eq } from 'drizzle-orm';
import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

/** Revokes one of the account's keys; the row stays so the list can show when. */
export async function revokeTriggerKey(db: Database, actor: Actor, keyCode: string) {
  const [row] = await db
    .select({ id: triggerApiKeys.id, revokedAt: triggerApiKeys.revokedAt })
    .from(triggerApiKeys)
    .where(and(eq(triggerApiKeys.accountId, actor.accountId), eq(triggerApiKeys.keyCode, keyCode)));
  if (!row) throw new NotFound('keyCode: no such API key');
  if (!row.revokedAt)
    await db
      .update(triggerApiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(triggerApiKeys.id, row.id));
}
