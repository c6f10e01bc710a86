import { and, eq, sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { loadManifests } from './load-manifests';
import { notifyScreens } from './screen-notices';

/**
 * Call after a change that may alter what these players' screens play: their manifests are built
 * again, and the screens whose manifest really changed (only those) are told to fetch it.
 */
export async function contentChanged(
  db: Database,
  { playerIds }: { playerIds: readonly string[] },
): Promise<void> {
  const manifests = await loadManifests(db, playerIds);
  const changed: [string, string][] = [];
  for (const [playerId, manifest] of manifests) {
    const [row] = await db
      .update(players)
      .set({ playlistHash: manifest.hashCode, playlistModifiedAt: sql`now()` })
      .where(
        and(
          eq(players.id, playerId),
          sql`${players.playlistHash} is distinct from ${manifest.hashCode}`,
        ),
      )
      .returning({ id: players.id });
    if (row) changed.push([playerId, manifest.hashCode]);
  }
  await notifyScreens(db, { type: 'content', targets: changed });
}
