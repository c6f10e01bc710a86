import type { ScreenManifest } from '@marquee/contracts';
import { asc, eq } from 'drizzle-orm';
import {
  broadcastGroupClusters,
  broadcastGroupLayers,
  broadcastGroupPlayers,
  broadcastMedia,
  clusters,
  formatLayers,
  media,
  players,
  schedulePeriods,
  triggers,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import { groupBy, toPeriod, type MediaColumns, type Period } from './manifest-parts';
import { periodsByOwner, type CodedPeriod } from './periods-by-owner';

type ScheduleRow = ScreenManifest['layers'][number]['channels'][number]['rows'][number];

/** A stored playlist row (a channel's or a broadcast group's) with its media's columns. */
export interface StoredRow extends MediaColumns {
  id: string;
  broadcastMediaCode: string;
  orderN: number;
  durationMs: number | null;
  status: 'playing' | 'paused';
  /** A broadcast's media row's own trigger use; a screen's own rows have none. */
  triggerUse?: ScheduleRow['triggerUse'];
}

/** A stored trigger use, as the manifest names it: by the trigger's code. */
export const triggerUseFrom = (
  triggerCode: string | null,
  playWhen: 'Active' | 'Inactive' | null,
): ScheduleRow['triggerUse'] => (triggerCode && playWhen ? { triggerCode, playWhen } : null);

/** A stored row as the schedule reads it, with its periods. */
export const scheduleRowOf = (row: StoredRow, periods: readonly Period[]): ScheduleRow => ({
  broadcastMediaCode: row.broadcastMediaCode,
  mediaCode: row.mediaCode,
  orderN: row.orderN,
  durationMs: row.durationMs,
  isPaused: row.status === 'paused',
  periods: periods.map(toPeriod),
  triggerUse: row.triggerUse ?? null,
});

/** The media columns a row is read with, for the manifest and the editor alike. */
export const rowMediaColumns = {
  mediaCode: media.mediaCode,
  mediaType: media.mediaType,
  displayName: media.displayName,
  contentHash: media.contentHash,
  width: media.width,
  height: media.height,
  mediaDurationMs: media.durationMs,
};

/** What broadcast groups hold besides their own row, grouped by group (and periods by row). */
export interface GroupContent {
  layersByGroup: Map<string, { groupId: string; layerCode: string }[]>;
  fixedByGroup: Map<string, { groupId: string; playerCode: string }[]>;
  clustersByGroup: Map<string, { groupId: string; clusterCode: string }[]>;
  rowsByGroup: Map<string, (StoredRow & { groupId: string })[]>;
  periodsByRow: Map<string, CodedPeriod[]>;
}

/**
 * The layers, fixed screens, clusters, media rows (in play order) and row periods of these
 * broadcast groups, in five queries however many groups: the editor and the manifests read them
 * alike.
 */
export async function loadGroupContent(
  db: Database,
  groupIds: readonly string[],
): Promise<GroupContent> {
  const ids = [...groupIds];
  const [layers, fixed, named, rows] = ids.length
    ? await Promise.all([
        db
          .select({ groupId: broadcastGroupLayers.groupId, layerCode: formatLayers.layerCode })
          .from(broadcastGroupLayers)
          .innerJoin(formatLayers, eq(formatLayers.id, broadcastGroupLayers.formatLayerId))
          .where(isAnyId(broadcastGroupLayers.groupId, ids)),
        db
          .select({ groupId: broadcastGroupPlayers.groupId, playerCode: players.playerCode })
          .from(broadcastGroupPlayers)
          .innerJoin(players, eq(players.id, broadcastGroupPlayers.playerId))
          .where(isAnyId(broadcastGroupPlayers.groupId, ids)),
        db
          .select({ groupId: broadcastGroupClusters.groupId, clusterCode: clusters.clusterCode })
          .from(broadcastGroupClusters)
          .innerJoin(clusters, eq(clusters.id, broadcastGroupClusters.clusterId))
          .where(isAnyId(broadcastGroupClusters.groupId, ids))
          .orderBy(asc(clusters.clusterCode)),
        db
          .select({
            id: broadcastMedia.id,
            groupId: broadcastMedia.groupId,
            broadcastMediaCode: broadcastMedia.broadcastMediaCode,
            orderN: broadcastMedia.orderN,
            durationMs: broadcastMedia.durationMs,
            status: broadcastMedia.status,
            triggerCode: triggers.triggerCode,
            playWhen: broadcastMedia.playWhen,
            ...rowMediaColumns,
          })
          .from(broadcastMedia)
          .innerJoin(media, eq(media.id, broadcastMedia.mediaId))
          .leftJoin(triggers, eq(triggers.id, broadcastMedia.triggerId))
          .where(isAnyId(broadcastMedia.groupId, ids))
          .orderBy(asc(broadcastMedia.orderN), asc(broadcastMedia.broadcastMediaCode)),
      ])
    : [[], [], [], []];
  return {
    layersByGroup: groupBy(layers, (l) => l.groupId),
    fixedByGroup: groupBy(fixed, (f) => f.groupId),
    clustersByGroup: groupBy(named, (c) => c.groupId),
    rowsByGroup: groupBy(
      rows.map(({ triggerCode, playWhen, ...row }) => ({
        ...row,
        triggerUse: triggerUseFrom(triggerCode, playWhen),
      })),
      (r) => r.groupId,
    ),
    periodsByRow: await periodsByOwner(
      db,
      schedulePeriods.broadcastMediaId,
      rows.map((r) => r.id),
    ),
  };
}
