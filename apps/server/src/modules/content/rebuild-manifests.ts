import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import type { AccountBroadcastsSource } from './account-broadcasts';
import { loadManifests } from './load-manifests';
import { notifyScreens } from './screen-notices';

/** Manifests stored per statement: one JSON parameter each, as the heartbeats are written. */
const rowsPerStatement = 2_000;

/**
 * Builds these players' manifests again and tells the screens whose manifest really changed (only
 * those) to fetch it; run by the processing of recorded content changes, inside its transaction.
 * Every manifest is built in one load and their hashes stored in a statement per few thousand, so
 * a broadcast that reaches the whole fleet costs a fixed number of round trips.
 */
export async function rebuildManifests(
  db: Database,
  { playerIds }: { playerIds: readonly string[] },
  accounts?: AccountBroadcastsSource,
): Promise<void> {
  const manifests = await loadManifests(db, playerIds, accounts);
  const hashes = [...manifests].map(([id, manifest]) => ({ id, hash: manifest.hashCode }));
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
  await notifyScreens(db, { type: 'content', targets: changed });
}
