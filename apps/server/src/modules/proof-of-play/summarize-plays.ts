import type { PlaySummary, PlaySummaryRequest } from '@marquee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { playConditions } from './play-conditions';

const steps = { Hour: 'hour', Day: 'day', Week: 'week' } as const;

/**
 * What each grouping sums the rollups by (`key`), then how it names a sum: the code, the name
 * shown, and the join from the sums (`s`) that finds them.
 */
const groupings: Record<
  PlaySummaryRequest['groupBy'],
  { key: SQL; code: SQL; name: SQL; join: SQL }
> = {
  Media: {
    key: sql`r.media_id`,
    code: sql`media.media_code`,
    name: sql`media.display_name`,
    join: sql`left join media on media.id = s.key`,
  },
  Player: {
    key: sql`r.player_id`,
    code: sql`players.player_code`,
    name: sql`players.name`,
    join: sql`join players on players.id = s.key`,
  },
  Broadcast: {
    key: sql`r.broadcast_id`,
    code: sql`broadcasts.broadcast_code`,
    name: sql`broadcasts.name`,
    join: sql`left join broadcasts on broadcasts.id = s.key`,
  },
  Location: {
    key: sql`r.player_id`,
    code: sql`locations.location_code`,
    name: sql`locations.name`,
    join: sql`join players on players.id = s.key
      left join locations on locations.id = players.location_id`,
  },
  ContentType: {
    key: sql`r.content_type_tag_id`,
    code: sql`tags.tag_code`,
    name: sql`tags.name`,
    join: sql`left join tags on tags.id = s.key`,
  },
};

interface Figures {
  plays: number;
  durationMs: number;
}

/**
 * A report of the hourly rollups of the caller's screens: totals, a series in steps of the
 * chosen zone's wall time, and a breakdown by the chosen grouping, most played first. Each query
 * sums the rollups first and only then reads the zone or a name, over the few rows left.
 */
export async function summarizePlays(
  db: Database,
  actor: Actor,
  input: PlaySummaryRequest,
): Promise<PlaySummary> {
  const grouping = groupings[input.groupBy];
  const rollups = sql`from play_rollups_hourly r where ${await playConditions(db, actor, input)}
    and r.hour >= date_trunc('hour', ${input.from}::timestamptz) and r.hour < ${input.to}::timestamptz`;
  const sums = (key: SQL) =>
    sql`select ${key} as key, sum(r.plays) as plays, sum(r.duration_ms) as duration_ms
      ${rollups} group by 1`;
  const figures = sql`sum(s.plays)::float8 as "plays", sum(s.duration_ms)::float8 as "durationMs"`;
  const step = sql.raw(`'${steps[input.interval]}'`);
  const zone = input.timeZoneId;
  const [totals, series, breakdown] = await Promise.all([
    queryRows<Partial<Figures> & { screens: number }>(
      db,
      sql`select ${figures}, count(*)::int as screens from (${sums(sql`r.player_id`)}) s`,
    ),
    queryRows<Figures & { start: Date | string }>(
      db,
      sql`select date_trunc(${step}, s.key at time zone ${zone}) at time zone ${zone} as start,
        ${figures} from (${sums(sql`r.hour`)}) s group by 1 order by 1`,
    ),
    queryRows<Figures & { code: string | null; name: string | null }>(
      db,
      sql`select ${grouping.code} as code, min(${grouping.name}) as name, ${figures}
        from (${sums(grouping.key)}) s ${grouping.join} group by 1 order by 3 desc, 2`,
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
