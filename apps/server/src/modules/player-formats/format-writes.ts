import { eq, inArray } from 'drizzle-orm';
import { formatLayers, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** A format's own columns as the console writes them. */
export interface FormatValues {
  name: string;
  description: string;
  resolutionX: number;
  resolutionY: number;
  hasDefaultLayer: boolean;
  defaultLayerLeft: number;
  defaultLayerTop: number;
  defaultLayerWidth: number | null;
  defaultLayerHeight: number | null;
}

export interface LayerValues {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  zOrder: number;
}

/** Stores a new format with its layers; global when it has no account. */
export async function insertPlayerFormat(
  tx: Database,
  accountId: string | null,
  values: FormatValues,
  layers: readonly LayerValues[],
) {
  const [format] = await tx
    .insert(playerFormats)
    .values({ ...values, accountId })
    .returning();
  if (!format) throw new Error('Storing a format returned no row');
  if (layers.length) {
    await tx
      .insert(formatLayers)
      .values(layers.map((layer) => ({ ...layer, playerFormatId: format.id })));
  }
  return format;
}

/**
 * Replaces a format's columns and layers: layers with an id are changed in place (their channels
 * stay on them), the others added, and `removedLayerIds` deleted.
 */
export async function replacePlayerFormat(
  tx: Database,
  formatId: string,
  values: FormatValues,
  layers: ReadonlyArray<LayerValues & { id?: string }>,
  removedLayerIds: readonly string[],
) {
  await tx
    .update(playerFormats)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(playerFormats.id, formatId));
  if (removedLayerIds.length) {
    await tx.delete(formatLayers).where(inArray(formatLayers.id, [...removedLayerIds]));
  }
  for (const { id, ...layer } of layers) {
    if (id) await tx.update(formatLayers).set(layer).where(eq(formatLayers.id, id));
    else await tx.insert(formatLayers).values({ ...layer, playerFormatId: formatId });
  }
}

/** Deletes a format no screen uses, its layers with it. */
export async function deletePlayerFormat(tx: Database, formatId: string) {
  await tx.delete(playerFormats).where(eq(playerFormats.id, formatId));
}
