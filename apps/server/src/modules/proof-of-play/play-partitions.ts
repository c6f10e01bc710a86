import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/** How long single plays are kept: the oldest day a screen's play is still taken for. */
export const playRetentionDays = 90;
/** How far ahead of the server's clock a play may start: a screen's clock is corrected by ours. */
const playLeadMs = 86_400_000;

/** The first moment of the UTC month `months` after the one `at` is in. */
function monthStart(at: Date, months = 0): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
}

/** The table of a month's plays, named as the migration that made plays partitioned names it. */
function partitionName(month: Date): string {
  return `plays_${month.getUTCFullYear()}_${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The starts a play may have when it arrives: retention's first day to a day ahead. */
export function playWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - playRetentionDays * 86_400_000),
    to: new Date(now.getTime() + playLeadMs),
  };
}

/**
 * Makes the month tables a play arriving now or within the next month may need: from the month
 * retention's first day is in to the month after this one, so a table exists well before its
 * month begins. Processes that run this at once wait for each other.
 */
export async function ensurePlayPartitions(db: Database, now: Date): Promise<void> {
  const { from } = playWindow(now);
  const months: Date[] = [];
  for (let month = monthStart(from); month <= monthStart(now, 1); month = monthStart(month, 1)) {
    months.push(month);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('plays/partitions'))`);
    for (const month of months) {
      await tx.execute(
        sql.raw(
          `create table if not exists ${partitionName(month)} partition of plays
           for values from ('${month.toISOString()}') to ('${monthStart(month, 1).toISOString()}')`,
        ),
      );
    }
  });
}

/**
 * Drops the month tables whose every play is past retention: a month goes whole once its last
 * day is older than 90 days, so single plays stay between 90 days and a month more.
 */
export async function dropOldPlayPartitions(db: Database, now: Date): Promise<void> {
  const oldestKept = partitionName(monthStart(playWindow(now).from));
  const months = await queryRows<{ name: string }>(
    db,
    sql`select child.relname as name from pg_inherits
        join pg_class child on child.oid = pg_inherits.inhrelid
        where pg_inherits.inhparent = 'plays'::regclass`,
  );
  // The names sort as their months do (plays_YYYY_MM).
  for (const { name } of months) {
    if (/^plays_\d{4}_\d{2}$/.test(name) && name < oldestKept) {
      await db.execute(sql.raw(`drop table if exists ${name}`));
    }
  }
}
