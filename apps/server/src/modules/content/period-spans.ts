import { playingSpanOf, type Period } from '@marquee/domain';
import { isNull, sql } from 'drizzle-orm';
import { schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { periodColumns } from './manifest-parts';

/** How many stored periods one statement fills. */
const batchSize = 1000;

/** A period's playing end as `schedule_periods.plays_until` stores it (see `playingSpanOf`). */
export function playsUntilOf(period: Period): string {
  const { untilMs } = playingSpanOf(period);
  if (untilMs === Number.POSITIVE_INFINITY) return 'infinity';
  if (untilMs === Number.NEGATIVE_INFINITY) return '-infinity';
  return new Date(untilMs).toISOString().slice(0, 23);
}

/**
 * Fills the playing end of the periods stored before it was kept, a batch at a time, so every
 * list reads its tabs from the column. Runs on every start; once filled it reads nothing.
 */
export async function fillPlayingEnds(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: schedulePeriods.id, ...periodColumns })
      .from(schedulePeriods)
      .where(isNull(schedulePeriods.playsUntil))
      .limit(batchSize);
    if (!rows.length) return filled;
    const ends = rows.map(({ id, ...period }) => ({ id, until: playsUntilOf(period as Period) }));
    await db.execute(sql`update ${schedulePeriods} set plays_until = e.until::timestamp
      from json_to_recordset(${JSON.stringify(ends)}::json) as e(id uuid, until text)
      where ${schedulePeriods.id} = e.id`);
    filled += rows.length;
  }
}
