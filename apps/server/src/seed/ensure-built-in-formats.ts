import { isNull } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { formatLayers, playerFormats } from '../db/schema';
import { builtInFormats } from './built-in-formats';
import { lockSeeding } from './seed-lock';

/**
 * Adds the built-in global formats while the database has no global format at all, so every
 * database can pair screens; formats support staff removed one by one stay removed.
 */
export async function ensureBuiltInFormats(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSeeding(tx);
    const [anyGlobal] = await tx
      .select({ id: playerFormats.id })
      .from(playerFormats)
      .where(isNull(playerFormats.accountId))
      .limit(1);
    if (anyGlobal) return;
    for (const format of builtInFormats) {
      const [row] = await tx
        .insert(playerFormats)
        .values({
          name: format.name,
          description: `${format.resolutionX}x${format.resolutionY}`,
          resolutionX: format.resolutionX,
          resolutionY: format.resolutionY,
          defaultLayerWidth: format.resolutionX,
          defaultLayerHeight: format.resolutionY,
          // Formats with several layers place content in the layers, not one default layer.
          hasDefaultLayer: format.layers.length === 1,
        })
        .returning({ id: playerFormats.id });
      if (!row) throw new Error(`Seeding format ${format.name} returned no row`);
      await tx
        .insert(formatLayers)
        .values(
          format.layers.map((layer, zOrder) => ({ ...layer, zOrder, playerFormatId: row.id })),
        );
    }
  });
}
