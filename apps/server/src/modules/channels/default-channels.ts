import { and, eq, notInArray } from 'drizzle-orm';
import { channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { formatLayerRows } from '../player-formats';

/**
 * After a player moved to another format: its own playlist follows the new layers (the old
 * layers' ones are dropped, new layers get theirs).
 */
export async function followFormatChange(
  tx: Database,
  player: { id: string; accountId: string; playerFormatId: string },
): Promise<void> {
  const layers = await formatLayerRows(tx, player.playerFormatId);
  await dropChannelsOfOtherLayers(
    tx,
    player.id,
    layers.map((layer) => layer.id),
  );
  await ensureDefaultChannels(tx, player);
}

/**
 * Gives a player its own playlist on every layer of its format: one default manual channel per
 * layer, made once (a layer that already has one keeps it).
 */
export async function ensureDefaultChannels(
  db: Database,
  player: { id: string; accountId: string; playerFormatId: string },
): Promise<void> {
  const layers = await formatLayerRows(db, player.playerFormatId);
  const existing = await db
    .select({ layerId: channels.formatLayerId })
    .from(channels)
    .where(and(eq(channels.playerId, player.id), eq(channels.isDefault, true)));
  const have = new Set(existing.map((row) => row.layerId));
  const missing = layers.filter((layer) => !have.has(layer.id));
  if (!missing.length) return;
  await db.insert(channels).values(
    missing.map((layer) => ({
      accountId: player.accountId,
      playerId: player.id,
      formatLayerId: layer.id,
      name: layer.name,
      isDefault: true,
    })),
  );
}

/** Drops the player's own channels of layers its format no longer has (after a format change). */
async function dropChannelsOfOtherLayers(db: Database, playerId: string, layerIds: string[]) {
  await db
    .delete(channels)
    .where(
      and(
        eq(channels.playerId, playerId),
        eq(channels.isManuallyGenerated, true),
        layerIds.length ? notInArray(channels.formatLayerId, layerIds) : undefined,
      ),
    );
}
