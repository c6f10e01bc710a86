import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/** Hashes stored per statement: one JSON parameter each, as the heartbeats are written. */
const rowsPerStatement = 2_000;

/**
 * Stores the hash of each player's newly built manifest, a statement per few thousand so a
 * change to every player costs a fixed number of round trips, and answers the players whose hash
 * really changed, with it.
 */
export async function savePlaylistHashes(
  db: Database,
  hashes: readonly { id: string; hash: string }[],
): Promise<[string, string][]> {
  const changed: [string, string][] = [];
  for (let i = 0; i < hashes.length; i += rowsPerStatement) {
    const rows = JSON.stringify(hashes.slice(i, i + rowsPerStatement));
    const updated = await queryRows<{ id: string; hash: string }>(
      db,
      sql`update players p set playlist_hash = v.hash, playlist_modified_at = now()
        from json_to_recordset(${rows}::json) as v(id uuid, hash text)
        where p.id = v.id and p.playlist_hash is distinct from v.hash
        returning p.id, v.hash`,
    );
    for (const row of updated) changed.push([row.id, row.hash]);
  }
  return changed;
}
