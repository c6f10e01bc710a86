import type { PlaySummary, PlaySummaryRequest } from '@marquee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { playConditions, playJoins } from './play-conditions';

const steps = { Hour: 'hour', Day: 'day', Week: 'week' } as const;

/** What each grouping names a row by, and the name it shows. */
const groupings: Record<PlaySummaryRequest['groupBy'], { code: SQL; name: SQL; join?: SQL }> = {
  Media: { code: sql`media.media_code`, name: sql`media.display_name` },
  Player: { code: sql`players.player_code`, name: sql`players.name` },
  Broadcast: { code: sql`broadcasts.broadcast_code`, name: sql`broadcasts.name` },
  Location: {
    code: sql`locations.location_code`,
    name: sql`locations.name`,
    join: sql`left join locations on locations.id = players.location_id`,
  },
  ContentType: {
    code: sql`tags.tag_code`,
    name: sql`tags.name`,
    join: sql`left join tags on tags.id = r.content_type_tag_id`,
  },
};

interface Figures {
  plays: number;
  durationMs: number;
}

/**
 * A report of the hourly rollups of the caller's screens: totals, a series in steps of the
 * chosen zone's wall time, and a breakdown by the chosen grouping, most played first.
 */
export async function summarizePlays(
  db: Database,
  actor: Actor,
  input: PlaySummaryRequest,
): Promise<PlaySummary> {
  const grouping = groupings[input.groupBy];
  const where = sql`${await playConditions(db, actor, input)}
    and r.hour >= date_trunc('hour', ${input.from}::timestamptz) and r.hour < ${input.to}::timestamptz`;
  const from = sql`from play_rollups_hourly r ${playJoins} ${grouping.join ?? sql``}`;
  const figures = sql`sum(r.plays)::bigint::float8 as "plays", sum(r.duration_ms)::float8 as "durationMs"`;
  const step = sql.raw(`'${steps[input.interval]}'`);
  const zone = input.timeZoneId;
  const [totals, series, breakdown] = await Promise.all([
    queryRows<Partial<Figures> & { screens: number }>(
      db,
      sql`select ${figures}, count(distinct r.player_id)::int as screens ${from} where ${where}`,
    ),
    queryRows<Figures & { start: Date | string }>(
      db,
      sql`select date_trunc(${step}, r.hour at time zone ${zone}) at time zone ${zone} as start,
        ${figures} ${from} where ${where} group by 1 order by 1`,
    ),
    queryRows<Figures & { code: string | null; name: string | null }>(
      db,
      sql`select ${grouping.code} as code, min(${grouping.name}) as name, ${figures}
        ${from} where ${where} group by 1 order by 3 desc, 2`,
    ),
  ]);
  const total = totals[0];
  return {
    totals: {
      plays: total?.plays ?? 0,
      durationMs: total?.durationMs ?? 0,
      screens: total?.screens ?? 0,
    },
    series: series.map((row) => ({
      start: new Date(row.start).toISOString(),
      plays: row.plays,
      durationMs: row.durationMs,
    })),
    breakdown: breakdown.map((row) => ({
      code: row.code,
      name: row.name ?? '',
      plays: row.plays,
      durationMs: row.durationMs,
    })),
  };
}
