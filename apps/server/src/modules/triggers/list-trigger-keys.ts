import { desc, eq } from 'drizzle-orm';
import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { triggerKeyView } from './trigger-key-view';

/** The account's API keys, revoked ones too, newest first. */
export async function listTriggerKeys(db: Database, actor: Actor) {
  const rows = await db
    .select()
    .from(triggerApiKeys)
    .where(eq(triggerApiKeys.accountId, actor.accountId))
    .orderBy(desc(triggerApiKeys.createdAt), triggerApiKeys.id);
  return rows.map(triggerKeyView);
}
