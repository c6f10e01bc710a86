import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/** How long single plays are kept, and how long their hourly counts. */
export const playRetentionDays = 90;
export const rollupRetentionDays = 2 * 365;
/** Rows deleted per statement, so retention never holds a long lock on the hottest table. */
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

/** Deletes plays older than 90 days and hourly counts older than two years, a slice at a time. */
export async function removeOldPlays(db: Database, now: Date): Promise<void> {
  const playsBefore = new Date(now.getTime() - playRetentionDays * 86_400_000).toISOString();
  const rollupsBefore = new Date(now.getTime() - rollupRetentionDays * 86_400_000).toISOString();
  await deleteOlder(
    db,
    (limit) => sql`delete from plays where ctid in (
      select ctid from plays where started_at < ${playsBefore}::timestamptz limit ${limit})`,
  );
  await deleteOlder(
    db,
    (limit) => sql`delete from play_rollups_hourly where ctid in (
      select ctid from play_rollups_hourly where hour < ${rollupsBefore}::timestamptz limit ${limit})`,
  );
}
