import type { TriggerInput } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findTrigger } from './trigger-rows';
import { definitionColumns, saveTrigger } from './save-trigger';

/** Changes a trigger's definition and account setting. */
export async function updateTrigger(
  db: Database,
  actor: Actor,
  triggerCode: string,
  input: TriggerInput,
  ipAddress: string,
) {
  const before = await findTrigger(db, actor, triggerCode);
  return saveTrigger(
    db,
    actor,
    input,
    async (tx) => {
      await findTrigger(tx, actor, triggerCode, true);
      const [row] = await tx
        .update(triggers)
        .set(definitionColumns(input))
        .where(eq(triggers.id, before.id))
        .returning();
      return row!;
    },
    { action: 'updateTrigger', before, ipAddress },
  );
}
