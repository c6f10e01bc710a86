import type { PlayerListItem } from '@marquee/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatLayers, locations, playerFormats, players, playerTags, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playsTodayOf } from '../proof-of-play';
import { playerStatusOf } from './player-status-of';

/** The player columns a list row needs; the rest comes in one query per kind, never per row. */
export const playerListColumns = {
  id: players.id,
  playerCode: players.playerCode,
  name: players.name,
  mountedDirection: players.mountedDirection,
  playerFormatId: players.playerFormatId,
  locationId: players.locationId,
  showNameInfo: players.showNameInfo,
  pairedAt: players.pairedAt,
  lastHeartbeatAt: players.lastHeartbeatAt,
  statusReport: players.statusReport,
  playlistHash: players.playlistHash,
  playlistModifiedAt: players.playlistModifiedAt,
  customStatusText: players.customStatusText,
  customStatusOverwritesOnline: players.customStatusOverwritesOnline,
};

type PlayerListRow = Pick<typeof players.$inferSelect, keyof typeof playerListColumns>;

function groupBy<T>(rows: T[], key: (row: T) => string) {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/**
 * List rows with their format, location, tags, layers, status and plays today: five queries for
 * any page.
 */
export async function toPlayerListItems(
  db: Database,
  rows: PlayerListRow[],
  now = new Date(),
): Promise<PlayerListItem[]> {
  if (!rows.length) return [];
  const playerIds = rows.map((row) => row.id);
  const formatIds = [...new Set(rows.map((row) => row.playerFormatId))];
  const locationIds = [...new Set(rows.flatMap((row) => (row.locationId ? [row.locationId] : [])))];
  const [formatRows, layerRows, locationRows, tagRows, playsToday] = await Promise.all([
    db
      .select({
        id: playerFormats.id,
        code: playerFormats.playerFormatCode,
        name: playerFormats.name,
      })
      .from(playerFormats)
      .where(inArray(playerFormats.id, formatIds)),
    db
      .select({
        formatId: formatLayers.playerFormatId,
        layerCode: formatLayers.layerCode,
        name: formatLayers.name,
      })
      .from(formatLayers)
      .where(inArray(formatLayers.playerFormatId, formatIds))
      .orderBy(asc(formatLayers.zOrder), asc(formatLayers.name)),
    locationIds.length
      ? db
          .select({ id: locations.id, code: locations.locationCode, name: locations.name })
          .from(locations)
          .where(inArray(locations.id, locationIds))
      : Promise.resolve([]),
    db
      .select({
        playerId: playerTags.playerId,
        tagCode: tags.tagCode,
        name: tags.name,
        color: tags.color,
      })
      .from(playerTags)
      .innerJoin(tags, eq(tags.id, playerTags.tagId))
      .where(inArray(playerTags.playerId, playerIds))
      .orderBy(asc(sql`lower(${tags.name})`)),
    playsTodayOf(db, playerIds),
  ]);
  const formats = new Map(formatRows.map((row) => [row.id, row]));
  const places = new Map(locationRows.map((row) => [row.id, row]));
  const layersOf = groupBy(layerRows, (row) => row.formatId);
  const tagsOf = groupBy(tagRows, (row) => row.playerId);
  return rows.map((row) => {
    const format = formats.get(row.playerFormatId);
    const place = row.locationId ? places.get(row.locationId) : undefined;
    return {
      id: row.playerCode,
      playerCode: row.playerCode,
      name: row.name,
      mountedDirection: row.mountedDirection,
      playerFormatCode: format?.code ?? '',
      playerFormatName: format?.name ?? '',
      locationCode: place?.code ?? null,
      locationName: place?.name ?? null,
      tags: (tagsOf.get(row.id) ?? []).map(({ tagCode, name, color }) => ({
        tagCode,
        name,
        color,
      })),
      layers: (layersOf.get(row.playerFormatId) ?? []).map(({ layerCode, name }) => ({
        layerCode,
        name,
      })),
      showNameInfo: row.showNameInfo,
      status: playerStatusOf(row, now),
      lastHeartbeatAt: row.lastHeartbeatAt?.toISOString() ?? null,
      playsToday: playsToday.get(row.id) ?? 0,
    };
  });
}
