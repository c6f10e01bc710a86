import { triggerApiKeys } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { newTriggerKey } from './trigger-key-secret';
import { triggerKeyView } from './trigger-key-view';

/** Makes an API key for the account's external triggers; the key itself is answered only here. */
export async function createTriggerKey(
  db: Database,
  actor: Actor,
  input: { name: string },
  ipAddress: string,
) {
  const { apiKey, keyPrefix, keyHash } = newTriggerKey();
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(triggerApiKeys)
      .values({ accountId: actor.accountId, name: input.name, keyPrefix, keyHash })
      .returning();
    // The log names the key by its code and prefix; the key itself is never kept.
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'createTriggerKey',
      details: { keyCode: row!.keyCode, name: row!.name, keyPrefix },
      ipAddress,
    });
    return row!;
  });
  return { key: triggerKeyView(row), apiKey };
}
