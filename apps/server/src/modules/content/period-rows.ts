import { eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Whose periods: a broadcast's own, or a channel media row's. */
type PeriodsOf = { broadcastId: string } | { channelMediaId: string };

/** Saves periods of broadcasts, their media rows or channel media rows (none: nothing). */
export async function insertPeriods(
  tx: Database,
  periods: readonly PgInsertValue<typeof schedulePeriods>[],
): Promise<void> {
  if (periods.length) await tx.insert(schedulePeriods).values([...periods]);
}

/** Deletes the periods of one broadcast or one channel media row. */
export async function deletePeriods(tx: Database, of: PeriodsOf): Promise<void> {
  await tx
    .delete(schedulePeriods)
    .where(
      'broadcastId' in of
        ? eq(schedulePeriods.broadcastId, of.broadcastId)
        : eq(schedulePeriods.channelMediaId, of.channelMediaId),
    );
}
