import type { CallQuery, listLayers, PlayerFormat } from '@marquee/contracts';
import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { formatLayers, playerFormats, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';

const usable = (actor: Actor) =>
  or(isNull(playerFormats.accountId), eq(playerFormats.accountId, actor.accountId));

/** The formats a screen of the account can have (global ones and its own), each with its layers. */
export async function usableFormats(db: Database, actor: Actor): Promise<PlayerFormat[]> {
  const formats = await db
    .select()
    .from(playerFormats)
    .where(usable(actor))
    .orderBy(asc(playerFormats.name))
    .limit(500);
  const layers = formats.length
    ? await db
        .select()
        .from(formatLayers)
        .where(
          inArray(
            formatLayers.playerFormatId,
            formats.map((format) => format.id),
          ),
        )
        .orderBy(asc(formatLayers.zOrder), asc(formatLayers.name))
    : [];
  return formats.map((format) => ({
    playerFormatCode: format.playerFormatCode,
    name: format.name,
    description: format.description,
    resolutionX: format.resolutionX,
    resolutionY: format.resolutionY,
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

/** The formats as filter values (the builder's Aspects). */
export async function aspects(db: Database, actor: Actor) {
  const formats = await usableFormats(db, actor);
  return formats.map((format) => ({ code: format.playerFormatCode, name: format.name }));
}

const inUse = (actor: Actor) =>
  exists(
    sql`(select 1 from ${players} where ${and(
      eq(players.accountId, actor.accountId),
      eq(players.playerFormatId, formatLayers.playerFormatId),
    )})`,
  );

const ofUsableFormat = (actor: Actor) =>
  inArray(
    formatLayers.playerFormatId,
    sql`(select ${playerFormats.id} from ${playerFormats} where ${usable(actor)})`,
  );

/**
 * The layers of the formats the account's screens use, and whether any has several. An account
 * with no screen yet gets the layers of every format it can use, so a broadcast can be drafted
 * before the first screen is paired.
 */
export async function layersInUse(db: Database, actor: Actor, query: CallQuery<typeof listLayers>) {
  const [anyScreen] = await db
    .select({ one: sql<number>`1` })
    .from(players)
    .where(eq(players.accountId, actor.accountId))
    .limit(1);
  const where = anyScreen ? inUse(actor) : ofUsableFormat(actor);
  const { rows, ...page } = await listPage(db, {
    table: formatLayers,
    columns: {
      layerCode: formatLayers.layerCode,
      name: formatLayers.name,
      x: formatLayers.x,
      y: formatLayers.y,
      width: formatLayers.width,
      height: formatLayers.height,
      zOrder: formatLayers.zOrder,
      playerFormatCode: sql<string>`(select ${playerFormats.playerFormatCode} from ${playerFormats} where ${playerFormats.id} = ${formatLayers.playerFormatId})`,
      playerFormatName: sql<string>`(select ${playerFormats.name} from ${playerFormats} where ${playerFormats.id} = ${formatLayers.playerFormatId})`,
    },
    key: formatLayers.id,
    where,
    search: { text: query.SearchText, in: formatLayers.name },
    sortKeys: { name: sortKey(formatLayers.name) },
    orderBy: 'name',
    order: 'asc',
    page: query,
  });
  const [multi] = await db
    .select({ one: sql<number>`1` })
    .from(formatLayers)
    .where(where)
    .groupBy(formatLayers.playerFormatId)
    .having(sql`count(*) > 1`)
    .limit(1);
  return { layers: rows, hasPlayoutsWithMultiLayers: multi !== undefined, ...page };
}
