import type { TriggerInput } from '@marquee/contracts';
import { triggers } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { definitionColumns, saveTrigger } from './save-trigger';

/** Adds a trigger with its account setting. */
export function createTrigger(db: Database, actor: Actor, input: TriggerInput, ipAddress: string) {
  return saveTrigger(
    db,
    actor,
    input,
    async (tx) => {
      const [row] = await tx
        .insert(triggers)
        .values({ accountId: actor.accountId, ...definitionColumns(input) })
        .returning();
      return row!;
    },
    { action: 'createTrigger', before: null, ipAddress },
  );
}
