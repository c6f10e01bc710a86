import type { PlayFilter } from '@marquee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { queryRows, type Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { csvLine } from './csv-text';
import { playConditions } from './play-conditions';

/** Rows read per query: the file streams while the next page is read. */
const pageSize = 5_000;

const header = [
  'playId',
  'startedAt',
  'durationMs',
  'playerCode',
  'playerName',
  'mediaCode',
  'mediaName',
  'layerCode',
  'broadcastCode',
  'groupCode',
  'contentType',
  'triggerCode',
  'source',
];

interface ExportRow {
  play_id: string;
  started_at: Date | string;
  duration_ms: number;
  player_id: string;
  player_code: string;
  player_name: string;
  media_code: string | null;
  media_name: string | null;
  layer_code: string;
  broadcast_code: string | null;
  group_code: string | null;
  content_type: string | null;
  trigger_code: string | null;
  source: string;
}

async function* csvPages(db: Database, where: SQL): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  let after: SQL = sql`true`;
  for (;;) {
    const rows = await queryRows<ExportRow>(
      db,
      sql`select r.play_id, r.started_at, r.duration_ms, r.player_id, players.player_code,
          players.name as player_name, media.media_code, media.display_name as media_name,
          r.layer_code, broadcasts.broadcast_code, g.group_code, tags.name as content_type,
          r.trigger_code, r.source
        from plays r
        join players on players.id = r.player_id
        left join media on media.id = r.media_id
        left join broadcasts on broadcasts.id = r.broadcast_id
        left join broadcast_groups g on g.id = r.group_id
        left join tags on tags.id = r.content_type_tag_id
        where ${where} and ${after}
        order by r.started_at, r.player_id, r.play_id
        limit ${pageSize}`,
    );
    if (rows.length) yield rows.map(lineOf).join('');
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    const at = new Date(last.started_at).toISOString();
    after = sql`(r.started_at, r.player_id, r.play_id) > (${at}::timestamptz, ${last.player_id}::uuid, ${last.play_id}::uuid)`;
  }
}

const lineOf = (row: ExportRow) =>
  csvLine([
    row.play_id,
    new Date(row.started_at).toISOString(),
    row.duration_ms,
    row.player_code,
    row.player_name,
    row.media_code,
    row.media_name,
    row.layer_code,
    row.broadcast_code,
    row.group_code,
    row.content_type,
    row.trigger_code,
    row.source,
  ]);

/** Streams every play of the caller's screens in the range as CSV, oldest first. */
export async function exportPlays(
  db: Database,
  actor: Actor,
  filter: PlayFilter,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const where = sql`${await playConditions(db, actor, filter)}
    and r.started_at >= ${filter.from}::timestamptz and r.started_at < ${filter.to}::timestamptz`;
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="plays-${stamp}.csv"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Readable.from(csvPages(db, where)));
}
