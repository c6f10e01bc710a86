import type { MediaRow } from '@marquee/contracts';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  channelMedia,
  channels,
  formatLayers,
  locations,
  media,
  schedulePeriods,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';

type Period = MediaRow['periods'][number];

/** The player a playlist belongs to, as the playlist calls need it. */
export interface PlaylistOwner {
  id: string;
  accountId: string;
  playerFormatId: string;
  locationId: string | null;
}

/**
 * The time zone a screen's schedule is read in: its location's, else UTC. Periods are stored as
 * wall-clock times of that zone (the screen plays them so wherever the server is); the calls
 * carry them as instants, converted here both ways.
 */
export async function playlistTimeZone(db: Database, owner: PlaylistOwner): Promise<string> {
  if (!owner.locationId) return 'UTC';
  const [row] = await db
    .select({ timeZoneId: locations.timeZoneId })
    .from(locations)
    .where(eq(locations.id, owner.locationId));
  return row?.timeZoneId ?? 'UTC';
}

/** An instant of a call as the wall-clock time of the zone, for a `timestamp` column. */
export const wallClockOf = (instant: string | null, timeZone: string) =>
  instant === null ? null : sql`(${instant}::timestamptz at time zone ${timeZone})`;

const instantOf = (column: unknown, timeZone: string) =>
  sql<
    string | null
  >`to_char((${column} at time zone ${timeZone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A media row with the internal ids the edits need; `toMediaRow` gives what a call answers. */
export type StoredMediaRow = MediaRow & { rowId: string; channelId: string };

export const toMediaRow = ({
  rowId: _row,
  channelId: _channel,
  ...row
}: StoredMediaRow): MediaRow => row;

/** Only the screen's own playlist: its default channel on each layer. */
export const ownChannelsOf = (playerId: string) =>
  and(eq(channels.playerId, playerId), eq(channels.isDefault, true));

/**
 * The rows a playlist edit acts on: a screen's own playlist (its default channel per layer, the
 * players calls) or one channel of the screen (the channels calls). Both are edited by the one
 * set of operations in `playlist-edits.ts`.
 */
export interface PlaylistTarget {
  owner: PlaylistOwner;
  /** A predicate over `channels` that picks the target's channels of the owner. */
  channels: SQL;
}

/** A screen's own playlist as an edit target. */
export const ownPlaylistOf = (owner: PlaylistOwner): PlaylistTarget => ({
  owner,
  channels: ownChannelsOf(owner.id) as SQL,
});

/** The target's media rows (all, or those of `where`), in play order per layer. */
export async function readMediaRows(
  db: Database,
  { owner, channels: ofChannels }: PlaylistTarget,
  where?: SQL,
): Promise<Array<StoredMediaRow>> {
  const rows = await db
    .select({
      id: channelMedia.id,
      channelId: channelMedia.channelId,
      broadcastMediaCode: channelMedia.broadcastMediaCode,
      mediaCode: media.mediaCode,
      displayName: media.displayName,
      mediaType: media.mediaType,
      layerCode: formatLayers.layerCode,
      orderN: channelMedia.orderN,
      durationMs: channelMedia.durationMs,
      status: channelMedia.status,
    })
    .from(channelMedia)
    .innerJoin(channels, eq(channels.id, channelMedia.channelId))
    .innerJoin(formatLayers, eq(formatLayers.id, channels.formatLayerId))
    .innerJoin(media, eq(media.id, channelMedia.mediaId))
    .where(and(eq(channels.playerId, owner.id), ofChannels, where))
    .orderBy(asc(channelMedia.orderN), asc(channelMedia.broadcastMediaCode));
  const periods = await readPeriods(
    db,
    rows.map((row) => row.id),
    await playlistTimeZone(db, owner),
  );
  return rows.map(({ id, durationMs, ...row }) => ({
    ...row,
    rowId: id,
    // A video plays to its end whatever was stored (spec 002 Playlist item).
    durationSeconds: row.mediaType === 'Video' || durationMs === null ? null : durationMs / 1000,
    periods: periods.get(id) ?? [],
  }));
}

async function readPeriods(db: Database, rowIds: string[], timeZone: string) {
  const byRow = new Map<string, Period[]>();
  if (!rowIds.length) return byRow;
  const rows = await db
    .select({
      rowId: schedulePeriods.channelMediaId,
      startDateTime: instantOf(schedulePeriods.startDateTime, timeZone),
      endDateTime: instantOf(schedulePeriods.endDateTime, timeZone),
      dayOfWeeks: schedulePeriods.dayOfWeeks,
      weekdayStartTime: schedulePeriods.weekdayStartTime,
      weekdayEndTime: schedulePeriods.weekdayEndTime,
    })
    .from(schedulePeriods)
    .where(inArray(schedulePeriods.channelMediaId, rowIds))
    .orderBy(asc(schedulePeriods.startDateTime), asc(schedulePeriods.periodCode));
  const hhmm = (time: string | null) => time?.slice(0, 5) ?? null;
  for (const { rowId, ...period } of rows) {
    const list = byRow.get(rowId ?? '') ?? [];
    list.push({
      ...period,
      weekdayStartTime: hhmm(period.weekdayStartTime),
      weekdayEndTime: hhmm(period.weekdayEndTime),
    });
    byRow.set(rowId ?? '', list);
  }
  return byRow;
}

/** The layers of the target's channels, in stacking order, with their rows. */
export async function playlistLayers(db: Database, target: PlaylistTarget) {
  const layers = await db
    .select({
      layerCode: formatLayers.layerCode,
      name: formatLayers.name,
      channelCode: channels.channelCode,
    })
    .from(channels)
    .innerJoin(formatLayers, eq(formatLayers.id, channels.formatLayerId))
    .where(and(eq(channels.playerId, target.owner.id), target.channels))
    .orderBy(asc(formatLayers.zOrder), asc(formatLayers.layerCode));
  const rows = await readMediaRows(db, target);
  return layers.map((layer) => ({
    ...layer,
    mediaRows: rows.filter((row) => row.layerCode === layer.layerCode).map(toMediaRow),
  }));
}
