import { playRecordSchema, type PlayRecord } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { arrayLiteral } from './array-literal';
import { playWindow } from './play-partitions';

/** One screen's batch, as it came: each play still to be checked. */
export interface PlayBatch {
  accountId: string;
  playerId: string;
  plays: readonly unknown[];
}

/** What became of a batch: plays newly counted and plays refused. */
export interface PlayBatchOutcome {
  accepted: number;
  dropped: number;
}

/** The plays of a batch that pass the contract; the others are only counted. */
function validPlays(plays: readonly unknown[]): PlayRecord[] {
  const valid: PlayRecord[] = [];
  for (const play of plays) {
    const parsed = playRecordSchema.safeParse(play);
    if (parsed.success) valid.push(parsed.data);
  }
  return valid;
}

/** The valid plays of the batches as columns, one array each, and the batch of each play. */
function playColumns(batches: readonly PlayBatch[]) {
  const columns = {
    batch: [] as number[],
    accountId: [] as string[],
    playerId: [] as string[],
    playId: [] as string[],
    mediaCode: [] as string[],
    layerCode: [] as string[],
    startedAt: [] as string[],
    durationMs: [] as number[],
    broadcastCode: [] as (string | null)[],
    groupCode: [] as (string | null)[],
    triggerCode: [] as (string | null)[],
    source: [] as string[],
  };
  batches.forEach((batch, index) => {
    for (const play of validPlays(batch.plays)) {
      columns.batch.push(index);
      columns.accountId.push(batch.accountId);
      columns.playerId.push(batch.playerId);
      columns.playId.push(play.playId);
      columns.mediaCode.push(play.mediaCode);
      columns.layerCode.push(play.layerCode);
      columns.startedAt.push(play.startedAt);
      columns.durationMs.push(play.durationMs);
      columns.broadcastCode.push(play.broadcastCode);
      columns.groupCode.push(play.groupCode);
      columns.triggerCode.push(play.triggerCode);
      columns.source.push(play.source);
    }
  });
  return columns;
}

/**
 * Stores the plays of many screens' batches in one statement, with the hourly rollups they add
 * to, so the rollups never count a play the raw table lacks. Codes are looked up in each
 * screen's own account only: media another account holds is unknown here and its play dropped;
 * an unknown broadcast or group is left out of the play. A play that started before retention's
 * first day, or over a day ahead of our clock, is dropped too: no month table holds it. A play already stored (its batch sent
 * again) counts nothing. The batches are of different screens (`PlayBatcher` sees to it), so the
 * plays a screen got stored are its batch's.
 */
export async function recordPlays(
  db: Database,
  batches: readonly PlayBatch[],
  now = new Date(),
): Promise<PlayBatchOutcome[]> {
  const columns = playColumns(batches);
  const kept = playWindow(now);
  const accepted = new Array<number>(batches.length).fill(0);
  const resolved = new Array<number>(batches.length).fill(0);
  if (columns.batch.length) {
    const a = arrayLiteral;
    // A column a parameter: a parameter per value costs more to build than the insert takes,
    // and PostgreSQL reads typed arrays faster than a JSON document of records.
    const stored = await queryRows<{
      batch: number | null;
      playerId: string | null;
      plays: number;
    }>(
      db,
      sql`
      with input as (
        select * from unnest(${a(columns.batch)}::int[], ${a(columns.accountId)}::uuid[],
          ${a(columns.playerId)}::uuid[], ${a(columns.playId)}::uuid[],
          ${a(columns.mediaCode)}::text[], ${a(columns.layerCode)}::text[],
          ${a(columns.startedAt)}::timestamptz[], ${a(columns.durationMs)}::int[],
          ${a(columns.broadcastCode)}::text[], ${a(columns.groupCode)}::text[],
          ${a(columns.triggerCode)}::text[], ${a(columns.source)}::text[])
          as v(batch, account_id, player_id, play_id, media_code, layer_code, started_at,
            duration_ms, broadcast_code, group_code, trigger_code, source)
      ),
      resolved as (
        select i.*, m.id as media_id, b.id as broadcast_id, g.id as group_id,
          g.content_type_tag_id
        from input i
        join media m on m.account_id = i.account_id and m.media_code = i.media_code
        left join broadcasts b
          on b.account_id = i.account_id and b.broadcast_code = i.broadcast_code
        left join broadcast_groups g
          on g.account_id = i.account_id and g.group_code = i.group_code
          and g.broadcast_id = b.id
        where i.started_at >= ${kept.from.toISOString()}::timestamptz
          and i.started_at < ${kept.to.toISOString()}::timestamptz
      ),
      inserted as (
        insert into plays (account_id, player_id, play_id, media_id, broadcast_id, group_id,
          content_type_tag_id, layer_code, trigger_code, source, started_at, duration_ms)
        select account_id, player_id, play_id, media_id, broadcast_id, group_id,
          content_type_tag_id, layer_code, trigger_code, source, started_at, duration_ms
        from resolved
        on conflict (player_id, play_id, started_at) do nothing
        returning player_id, account_id, media_id, broadcast_id, group_id, layer_code,
          content_type_tag_id, started_at, duration_ms
      ),
      rolled as (
        insert into play_rollups_hourly as r (account_id, hour, player_id, media_id,
          broadcast_id, group_id, layer_code, content_type_tag_id, plays, duration_ms)
        select account_id, date_trunc('hour', started_at at time zone 'UTC') at time zone 'UTC',
          player_id, media_id, broadcast_id, group_id, layer_code, content_type_tag_id,
          count(*), sum(duration_ms)
        from inserted
        group by 1, 2, 3, 4, 5, 6, 7, 8
        -- One order for every writer, so two batches touching the same hours never deadlock.
        order by 1, 2, 3, 4, 5, 6, 7, 8
        on conflict on constraint play_rollups_hourly_key do update set
          plays = r.plays + excluded.plays,
          duration_ms = r.duration_ms + excluded.duration_ms
      )
      -- Counts only, matched to batches here rather than by joining the plays to what was
      -- inserted: the planner cannot know how many rows either has, and a nested loop over
      -- them took seconds for a statement of 5,000.
      select batch, null::uuid as "playerId", count(*)::int as plays from resolved group by batch
      union all
      select null, player_id, count(*)::int from inserted group by player_id`,
    );
    const batchOf = new Map(batches.map((batch, index) => [batch.playerId, index]));
    for (const row of stored) {
      if (row.batch !== null) resolved[row.batch] = row.plays;
      else accepted[batchOf.get(row.playerId as string) as number] = row.plays;
    }
  }
  return batches.map((batch, index) => ({
    accepted: accepted[index] ?? 0,
    dropped: batch.plays.length - (resolved[index] ?? 0),
  }));
}
