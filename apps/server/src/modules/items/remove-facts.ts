import { and, eq, inArray } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { noteItemsChanged, type ItemJobs } from './items-changed';

/**
 * Removes the account's facts named, all or none; signs that showed them hear of it by
 * `itemsChangedQueue` and render without them.
 */
export async function removeFacts(
  db: Database,
  actor: Actor,
  factCodes: readonly string[],
  ipAddress: string,
  jobs: ItemJobs,
) {
  const codes = [...new Set(factCodes)];
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(facts)
      .where(and(eq(facts.accountId, actor.accountId), inArray(facts.factCode, codes)))
      .returning({ factCode: facts.factCode, name: facts.name, factType: facts.factType });
    if (removed.length !== codes.length) {
      const gone = new Set(removed.map((row) => row.factCode));
      // Throwing rolls the deletes back: a request naming another account's code removes nothing.
      throw new NotFound(`factCodes: no such item ${codes.find((code) => !gone.has(code))}`);
    }
    await noteItemsChanged(tx, jobs, { accountId: actor.accountId, factCodes: codes });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'removeFacts',
      details: { before: removed, after: null },
      ipAddress,
    });
  });
}
