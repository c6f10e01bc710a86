import type { Database } from '../../platform/db/database';
import { formatLayers, playerFormats } from '../schema';
import { demoFormats } from './demo-data';

/** The global screen formats every account can use. */
export async function insertDemoFormats(db: Database): Promise<void> {
  for (const format of demoFormats) {
    const [row] = await db
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
    await db
      .insert(formatLayers)
      .values(format.layers.map((layer, zOrder) => ({ ...layer, zOrder, playerFormatId: row.id })));
  }
}
