import type { Database } from '../../platform/db/database';
import { savePlaylistHashes } from '../player-records';
import type { AccountBroadcastsSource } from './account-broadcasts';
import { loadManifests } from './load-manifests';
import { notifyScreens } from './screen-notices';

/**
 * Builds these players' manifests again and tells the screens whose manifest really changed (only
 * those) to fetch it; run by the processing of recorded content changes, inside its transaction.
 * Every manifest is built in one load and their hashes stored together, so a broadcast that
 * reaches the whole fleet costs a fixed number of round trips.
 */
export async function rebuildManifests(
  db: Database,
  { playerIds }: { playerIds: readonly string[] },
  accounts?: AccountBroadcastsSource,
): Promise<void> {
  const manifests = await loadManifests(db, playerIds, accounts);
  const hashes = [...manifests].map(([id, manifest]) => ({ id, hash: manifest.hashCode }));
  const changed = await savePlaylistHashes(db, hashes);
  await notifyScreens(db, { type: 'content', targets: changed });
}
