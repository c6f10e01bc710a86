import type { ScreenManifest } from '@marquee/contracts';
import { asc, sql } from 'drizzle-orm';
import { schedulePeriods } from '../../db/schema';
import { isAnyIdPlaced, preparedPerDatabase } from '../../platform/db/prepared-query';

export type Period = ScreenManifest['layers'][number]['channels'][number]['periods'][number];
type ManifestMedia = ScreenManifest['media'][number];

const localDateTime = (column: unknown) =>
  sql<string | null>`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * A time as it was given: `HH:MM` for a whole minute, else `HH:MM:SS`. The difference matters,
 * an end time `HH:MM` lasting to the end of its minute.
 */
const timeText = (column: unknown) =>
  sql<
    string | null
  >`case when extract(second from ${column}) = 0 then to_char(${column}, 'HH24:MI') else to_char(${column}, 'HH24:MI:SS') end`;

/** A stored period as the manifest carries it: local date-times and times as text. */
export const periodColumns = {
  startDateTime: localDateTime(schedulePeriods.startDateTime),
  endDateTime: localDateTime(schedulePeriods.endDateTime),
  dayOfWeeks: schedulePeriods.dayOfWeeks,
  weekdayStartTime: timeText(schedulePeriods.weekdayStartTime),
  weekdayEndTime: timeText(schedulePeriods.weekdayEndTime),
};

/** The periods of their owners (rows or broadcasts), in a fixed order, prepared once. */
function periodsQuery(
  owner: typeof schedulePeriods.channelMediaId | typeof schedulePeriods.broadcastId,
  name: string,
) {
  return preparedPerDatabase((db) =>
    db
      .select({ ownerId: owner, ...periodColumns })
      .from(schedulePeriods)
      .where(isAnyIdPlaced(owner, 'ids'))
      .orderBy(asc(schedulePeriods.periodCode))
      .prepare(name),
  );
}

/** Every manifest load reads the periods of its rows and of its broadcasts. */
export const rowPeriodsQuery = periodsQuery(schedulePeriods.channelMediaId, 'row_periods');
export const broadcastPeriodsQuery = periodsQuery(schedulePeriods.broadcastId, 'broadcast_periods');

/** A period as the schedule reads it, whatever else its row was read with (owner, code). */
type ManifestLayer = ScreenManifest['layers'][number];

/** A layer's place on its format, as the manifest carries it (its channels come apart). */
export const layerPlaceOf = (
  layer: Omit<ManifestLayer, 'channels'>,
): Omit<ManifestLayer, 'channels'> => ({
  layerCode: layer.layerCode,
  name: layer.name,
  x: layer.x,
  y: layer.y,
  width: layer.width,
  height: layer.height,
  zOrder: layer.zOrder,
});

export const toPeriod = (period: Period): Period => ({
  startDateTime: period.startDateTime,
  endDateTime: period.endDateTime,
  dayOfWeeks: period.dayOfWeeks,
  weekdayStartTime: period.weekdayStartTime,
  weekdayEndTime: period.weekdayEndTime,
});

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The media columns a playlist row is read with. */
export interface MediaColumns {
  mediaCode: string;
  mediaType: ManifestMedia['mediaType'] | 'File';
  displayName: string;
  contentHash: string | null;
  width: number | null;
  height: number | null;
  mediaDurationMs: number | null;
}

export type PlayableMediaColumns = MediaColumns & { mediaType: ManifestMedia['mediaType'] };

/** Files are downloads for people, not something a screen shows. */
export const isPlayableMedia = <T extends MediaColumns>(row: T): row is T & PlayableMediaColumns =>
  row.mediaType !== 'File';

/** A media as the manifest lists it: where the screen fetches it and how it caches it. */
export const manifestMediaOf = (row: PlayableMediaColumns): ManifestMedia => ({
  mediaCode: row.mediaCode,
  mediaType: row.mediaType,
  url:
    row.mediaType === 'WebPage'
      ? row.displayName
      : row.mediaType === 'HtmlAd'
        ? `/screen/signs/${encodeURIComponent(row.mediaCode)}`
        : `/screen-api/media/${encodeURIComponent(row.mediaCode)}`,
  contentHash: row.mediaType === 'WebPage' ? null : row.contentHash,
  width: row.width,
  height: row.height,
  durationMs: row.mediaDurationMs,
});
