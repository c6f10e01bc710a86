import { eq } from 'drizzle-orm';
import { formatLayers } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The layers of a format, in stacking order. */
export function formatLayerRows(db: Database, playerFormatId: string) {
  return db
    .select({ id: formatLayers.id, name: formatLayers.name })
    .from(formatLayers)
    .where(eq(formatLayers.playerFormatId, playerFormatId))
    .orderBy(formatLayers.zOrder);
}
