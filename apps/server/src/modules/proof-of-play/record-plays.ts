import { playRecordSchema, type PlayRecord } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

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

/**
 * Stores the plays of many screens' batches in one statement, with the hourly rollups they add
 * to, so the rollups never count a play the raw table lacks. Codes are looked up in each
 * screen's own account only: media another account holds is unknown here and its play dropped;
 * an unknown broadcast or group is left out of the play. A play already stored (its batch sent
 * again) counts nothing.
 */
export async function recordPlays(
  db: Database,
  batches: readonly PlayBatch[],
): Promise<PlayBatchOutcome[]> {
  const rows = batches.flatMap((batch, index) =>
    validPlays(batch.plays).map((play) => ({
      batch: index,
      account_id: batch.accountId,
      player_id: batch.playerId,
      play_id: play.playId,
      media_code: play.mediaCode,
      layer_code: play.layerCode,
      started_at: play.startedAt,
      duration_ms: play.durationMs,
      broadcast_code: play.broadcastCode,
      group_code: play.groupCode,
      trigger_code: play.triggerCode,
      source: play.source,
    })),
  );
  const accepted = new Array<number>(batches.length).fill(0);
  const resolved = new Array<number>(batches.length).fill(0);
  if (rows.length) {
    // One JSON parameter: a parameter per value costs more to build than the insert takes.
    const stored = await queryRows<{ batch: number; resolved: number; inserted: number }>(
      db,
      sql`
      with input as (
        select v.* from json_to_recordset(${JSON.stringify(rows)}::json) as v(
          batch int, account_id uuid, player_id uuid, play_id uuid, media_code text,
          layer_code text, started_at timestamptz, duration_ms int, broadcast_code text,
          group_code text, trigger_code text, source text)
      ),
      resolved as (
        select i.*, m.id as media_id, b.id as broadcast_id, g.id as group_id,
          g.content_type_tag_id,
          row_number() over (partition by i.player_id, i.play_id order by i.batch) = 1 as is_first
        from input i
        join media m on m.account_id = i.account_id and m.media_code = i.media_code
        left join broadcasts b
          on b.account_id = i.account_id and b.broadcast_code = i.broadcast_code
        left join broadcast_groups g
          on g.account_id = i.account_id and g.group_code = i.group_code
          and g.broadcast_id = b.id
      ),
      inserted as (
        insert into plays (account_id, player_id, play_id, media_id, broadcast_id, group_id,
          content_type_tag_id, layer_code, trigger_code, source, started_at, duration_ms)
        select account_id, player_id, play_id, media_id, broadcast_id, group_id,
          content_type_tag_id, layer_code, trigger_code, source, started_at, duration_ms
        from resolved
        on conflict (player_id, play_id) do nothing
        returning player_id, play_id, account_id, media_id, broadcast_id, group_id, layer_code,
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
      select r.batch, count(*)::int as resolved,
        (count(n.play_id) filter (where r.is_first))::int as inserted
      from resolved r
      left join inserted n on n.player_id = r.player_id and n.play_id = r.play_id
      group by r.batch`,
    );
    for (const row of stored) {
      accepted[row.batch] = row.inserted;
      resolved[row.batch] = row.resolved;
    }
  }
  return batches.map((batch, index) => ({
    accepted: accepted[index] ?? 0,
    dropped: batch.plays.length - (resolved[index] ?? 0),
  }));
}
