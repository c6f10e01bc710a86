import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/** Hashes stored per statement: one JSON parameter each, as the heartbeats are written. */
const rowsPerStatement = 2_000;

const isStorableSeconds = (seconds: number) =>
  Number.isInteger(seconds) && seconds >= 0 && seconds <= 2_147_483_647;

/** A player's newly built manifest, as it is stored. */
export interface BuiltManifestHash {
  id: string;
  hash: string;
  heartbeatSeconds: number;
}

/**
 * Stores the hash of each player's newly built manifest, with its heartbeat interval and the code
 * that built it (`builtBy`), a statement per few thousand so a change to every player costs a
 * fixed number of round trips, and answers the entries of the players whose hash really changed. The
 * rows are locked before their old hash is read, so a rebuild running at the same time in another
 * process cannot make both or neither count the change.
 */
export async function savePlaylistHashes(
  db: Database,
  hashes: readonly BuiltManifestHash[],
  builtBy: string,
): Promise<BuiltManifestHash[]> {
  const changed: BuiltManifestHash[] = [];
  for (let i = 0; i < hashes.length; i += rowsPerStatement) {
    const slice = new Map(hashes.slice(i, i + rowsPerStatement).map((built) => [built.id, built]));
    const rows = JSON.stringify(
      [...slice.values()].map(({ id, hash, heartbeatSeconds }) => ({
        id,
        hash,
        // An interval the column cannot hold is left unknown (the next connect builds instead)
        // rather than failing the rebuild of every screen in the statement.
        heartbeatSeconds: isStorableSeconds(heartbeatSeconds) ? heartbeatSeconds : null,
      })),
    );
    const updated = await queryRows<{ id: string }>(
      db,
      sql`with built as (
          select * from json_to_recordset(${rows}::json)
            as v(id uuid, hash text, "heartbeatSeconds" integer)
        ), stored as (
          select p.id, p.playlist_hash is distinct from built.hash as is_new
          from players p join built on built.id = p.id
          where p.playlist_hash is distinct from built.hash
            or p.manifest_heartbeat_seconds is distinct from built."heartbeatSeconds"
            or p.manifest_built_by is distinct from ${builtBy}
          order by p.id
          for update of p
        ), saved as (
          update players p set playlist_hash = built.hash,
            playlist_modified_at = case when stored.is_new then now() else p.playlist_modified_at end,
            manifest_heartbeat_seconds = built."heartbeatSeconds",
            manifest_built_by = ${builtBy}
          from built join stored on stored.id = built.id
          where p.id = built.id
          returning p.id, stored.is_new
        )
        select id from saved where is_new`,
    );
    for (const { id } of updated) changed.push(slice.get(id)!);
  }
  return changed;
}
