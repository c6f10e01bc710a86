import type { SupportPlayerFormat } from '@marquee/contracts';
import { aspectOf } from '@marquee/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { accounts, formatLayers, playerFormats } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';

/** The most formats a list shows; a client has a handful, the provider a few dozen. */
const listLimit = 500;

/** The formats `where` selects, by name, each with its client, aspect and layers. */
export async function formatViews(db: Database, where: SQL | undefined) {
  const formats = await db
    .select({ format: playerFormats, clientCode: accounts.accountCode })
    .from(playerFormats)
    .leftJoin(accounts, eq(accounts.id, playerFormats.accountId))
    .where(where)
    .orderBy(asc(playerFormats.name), asc(playerFormats.id))
    .limit(listLimit);
  const layers = formats.length
    ? await db
        .select()
        .from(formatLayers)
        .where(
          inArray(
            formatLayers.playerFormatId,
            formats.map(({ format }) => format.id),
          ),
        )
        .orderBy(asc(formatLayers.zOrder), asc(formatLayers.name))
    : [];
  return formats.map(({ format, clientCode }): SupportPlayerFormat => ({
    playerFormatCode: format.playerFormatCode,
    clientCode,
    name: format.name,
    description: format.description,
    resolutionX: format.resolutionX,
    resolutionY: format.resolutionY,
    hasDefaultLayer: format.hasDefaultLayer,
    defaultLayerLeft: format.defaultLayerLeft,
    defaultLayerTop: format.defaultLayerTop,
    defaultLayerWidth: format.defaultLayerWidth,
    defaultLayerHeight: format.defaultLayerHeight,
    aspect: aspectOf(format.resolutionX, format.resolutionY),
    layers: layers
      .filter((layer) => layer.playerFormatId === format.id)
      .map(({ layerCode, name, x, y, width, height, zOrder }) => ({
        layerCode,
        name,
        x,
        y,
        width,
        height,
        zOrder,
      })),
  }));
}

/** One stored format as the console shows it. */
export async function formatView(db: Database, formatId: string) {
  const [view] = await formatViews(db, eq(playerFormats.id, formatId));
  if (!view) throw new Error('A format just written could not be read');
  return view;
}
