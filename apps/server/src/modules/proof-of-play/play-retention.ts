import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { dropOldPlayPartitions, ensurePlayPartitions } from './play-partitions';

/** How long the hourly counts of plays are kept. */
export const rollupRetentionDays = 2 * 365;
/** Rows deleted per statement, so retention never holds a long lock on a hot table. */
const deletePerStatement = 10_000;

async function deleteOlder(db: Database, statement: (limit: number) => SQL): Promise<void> {
  for (;;) {
    const [deleted] = await queryRows<{ count: number }>(
      db,
      sql`with gone as (${statement(deletePerStatement)} returning 1) select count(*)::int as count from gone`,
    );
    if ((deleted?.count ?? 0) < deletePerStatement) return;
  }
}

/**
 * The hourly upkeep of plays: next month's table made ahead, months of single plays past 90 days
 * dropped, hourly counts older than two years deleted a slice at a time, and the counts' planner
 * statistics refreshed, as the embedded database runs no autovacuum to do it and a report
 * planned on none loops over every row.
 */
export async function upkeepPlays(db: Database, now: Date): Promise<void> {
  await ensurePlayPartitions(db, now);
  await dropOldPlayPartitions(db, now);
  const rollupsBefore = new Date(now.getTime() - rollupRetentionDays * 86_400_000).toISOString();
  await deleteOlder(
    db,
    (limit) => sql`delete from play_rollups_hourly where ctid in (
      select ctid from play_rollups_hourly where hour < ${rollupsBefore}::timestamptz limit ${limit})`,
  );
  await db.execute(sql`analyze play_rollups_hourly`);
}
