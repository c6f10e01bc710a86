import type { Broadcast } from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs } from '@marquee/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  broadcastGroupLayers,
  broadcastGroupPlayers,
  broadcastGroups,
  broadcastMedia,
  broadcasts,
  formatLayers,
  media,
  players,
  schedulePeriods,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Tenant } from '../../platform/http/define-route';
import { NotFound } from '../../platform/errors';
import { groupBy, periodColumns } from '../screen-gateway/manifest-parts';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** A broadcast's version: when it was last saved, to the microsecond the database keeps. */
export const versionOf = (row: Pick<BroadcastRow, 'modifiedAt'>) =>
  String(row.modifiedAt.getTime());

/** The broadcast of the tenant with this code; another account's answers 404. */
export async function findBroadcast(
  db: Database,
  tenant: Tenant,
  code: string,
): Promise<BroadcastRow> {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.accountId, tenant.accountId), eq(broadcasts.broadcastCode, code)));
  if (!row) throw new NotFound('broadcast not found');
  return row;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as the editor's duration text, `HH:MM:SS`. */
export function durationText(ms: number | null): string {
  const seconds = Math.round((ms ?? 10_000) / 1000);
  return `${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/** A broadcast as the editor loads it, in a fixed number of queries. */
export async function readBroadcast(db: Database, row: BroadcastRow): Promise<Broadcast> {
  const [periods, groups] = await Promise.all([
    db
      .select({ periodCode: schedulePeriods.periodCode, ...periodColumns })
      .from(schedulePeriods)
      .where(eq(schedulePeriods.broadcastId, row.id))
      .orderBy(asc(schedulePeriods.periodCode)),
    db
      .select()
      .from(broadcastGroups)
      .where(eq(broadcastGroups.broadcastId, row.id))
      .orderBy(asc(broadcastGroups.orderN)),
  ]);
  const groupIds = groups.map((g) => g.id);
  const [layers, fixed, rows] = groupIds.length
    ? await Promise.all([
        db
          .select({ groupId: broadcastGroupLayers.groupId, layerCode: formatLayers.layerCode })
          .from(broadcastGroupLayers)
          .innerJoin(formatLayers, eq(formatLayers.id, broadcastGroupLayers.formatLayerId))
          .where(inArray(broadcastGroupLayers.groupId, groupIds)),
        db
          .select({ groupId: broadcastGroupPlayers.groupId, playerCode: players.playerCode })
          .from(broadcastGroupPlayers)
          .innerJoin(players, eq(players.id, broadcastGroupPlayers.playerId))
          .where(inArray(broadcastGroupPlayers.groupId, groupIds)),
        db
          .select({
            id: broadcastMedia.id,
            groupId: broadcastMedia.groupId,
            broadcastMediaCode: broadcastMedia.broadcastMediaCode,
            orderN: broadcastMedia.orderN,
            durationMs: broadcastMedia.durationMs,
            status: broadcastMedia.status,
            mediaCode: media.mediaCode,
            displayName: media.displayName,
            mediaType: media.mediaType,
          })
          .from(broadcastMedia)
          .innerJoin(media, eq(media.id, broadcastMedia.mediaId))
          .where(inArray(broadcastMedia.groupId, groupIds))
          .orderBy(asc(broadcastMedia.orderN)),
      ])
    : [[], [], []];
  const rowIds = rows.map((r) => r.id);
  const rowPeriods = rowIds.length
    ? await db
        .select({
          ownerId: schedulePeriods.broadcastMediaId,
          periodCode: schedulePeriods.periodCode,
          ...periodColumns,
        })
        .from(schedulePeriods)
        .where(inArray(schedulePeriods.broadcastMediaId, rowIds))
        .orderBy(asc(schedulePeriods.periodCode))
    : [];
  const layersOf = groupBy(layers, (l) => l.groupId);
  const fixedOf = groupBy(fixed, (f) => f.groupId);
  const rowsOf = groupBy(rows, (r) => r.groupId);
  const periodsOf = groupBy(rowPeriods, (p) => p.ownerId);
  return {
    broadcastCode: row.broadcastCode,
    broadcastName: row.name,
    broadcastType: row.broadcastType,
    isInteractive: row.isInteractive,
    modifiedDateTime: row.modifiedAt.toISOString(),
    version: versionOf(row),
    schedule: {
      periods,
      isScheduled: row.isScheduled,
      isTakeover: row.isTakeover,
      status: row.status,
      scheduleStatus: scheduleStatusOf(periods, toLocalMs(Date.now(), 'UTC')),
    },
    groups: groups.map((group) => ({
      code: group.groupCode,
      key: group.groupKey,
      name: group.name,
      layers: (layersOf.get(group.id) ?? []).map((l) => l.layerCode),
      filter: {
        condition: group.filter?.condition ?? null,
        fixedPlayerList: (fixedOf.get(group.id) ?? []).map((f) => f.playerCode),
      },
      media: (rowsOf.get(group.id) ?? []).map((r) => ({
        broadcastMediaCode: r.broadcastMediaCode,
        mediaCode: r.mediaCode,
        displayName: r.displayName,
        mediaType: r.mediaType,
        orderN: r.orderN,
        duration: durationText(r.durationMs),
        status: r.status,
        periods: (periodsOf.get(r.id) ?? []).map(({ ownerId: _owner, ...period }) => period),
      })),
    })),
  };
}
