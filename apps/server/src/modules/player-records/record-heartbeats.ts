import { sql } from 'drizzle-orm';
import type { StoredStatusReport } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** One screen's latest heartbeat as stored: when, what it reported, which playlist it plays. */
export interface HeartbeatRow {
  id: string;
  at: string;
  report: StoredStatusReport;
  in_use: string | null;
}

/** Stores the latest heartbeat of each of these screens in one statement. */
export async function recordHeartbeats(db: Database, rows: readonly HeartbeatRow[]): Promise<void> {
  // One JSON parameter per statement: a parameter per value costs more to build than the update
  // takes.
  await db.execute(sql`
    update players p set
      last_heartbeat_at = v.at,
      status_report = v.report,
      status_reported_at = v.at,
      playlist_downloaded_at = case
        when p.playlist_downloaded_hash is distinct from v.in_use then v.at
        else p.playlist_downloaded_at end,
      playlist_downloaded_hash = v.in_use
    from json_to_recordset(${JSON.stringify(rows)}::json) as v(id uuid, at timestamptz, report jsonb, in_use varchar)
    where p.id = v.id`);
}
