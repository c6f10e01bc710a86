import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';

/**
 * How many items each of these screens played since midnight in its location's zone (UTC for a
 * screen without one), from the hourly counts: one query for a whole page of screens.
 */
export async function playsTodayOf(
  db: Database,
  playerIds: readonly string[],
): Promise<Map<string, number>> {
  if (!playerIds.length) return new Map();
  const rows = await queryRows<{ player_id: string; plays: number }>(
    db,
    sql`select r.player_id, sum(r.plays)::int as plays
      from players p
      left join locations l on l.id = p.location_id
      join play_rollups_hourly r on r.player_id = p.id
        and r.hour >= date_trunc('day', now() at time zone coalesce(l.time_zone_id, 'UTC'))
          at time zone coalesce(l.time_zone_id, 'UTC')
      where p.id = any(${uuidArray(playerIds)}::uuid[])
      group by r.player_id`,
  );
  return new Map(rows.map((row) => [row.player_id, row.plays]));
}
