import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { newTriggerKey } from './trigger-key-secret';
import { triggerKeyView } from './trigger-key-view';

/** Makes an API key for the account's external triggers; the key itself is answered only here. */
export async function createTriggerKey(db: Database, actor: Actor, input: { name: string }) {
  const { apiKey, keyPrefix, keyHash } = newTriggerKey();
  const [row] = await db
    .insert(triggerApiKeys)
    .values({ accountId: actor.accountId, name: input.name, keyPrefix, keyHash })
    .returning();
  return { key: triggerKeyView(row!), apiKey };
}
