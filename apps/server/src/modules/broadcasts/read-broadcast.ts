import type { Broadcast } from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, visiblePartOf, type FilterCondition } from '@marquee/domain';
import { and, asc, eq } from 'drizzle-orm';
import {
  broadcastGroups,
  broadcastMedia,
  broadcasts,
  schedulePeriods,
  tags,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound } from '../../platform/errors';
import { isVisible, resolveConditionLookups, visibleCodesOf } from '../saved-filters';
import { loadGroupContent, periodsByOwner } from '../content';
import { triggerCodesById, triggerUseOf, type StoredTriggerUse } from '../triggers';
import { namedPlayerCodes, outsideReachOf, storedConditionOf } from './broadcast-reach';
import { nameOf, userNamesOf } from './user-names';

export type BroadcastRow = typeof broadcasts.$inferSelect;

/** A broadcast's version: when it was last saved, to the microsecond the database keeps. */
export const versionOf = (row: Pick<BroadcastRow, 'modifiedAt'>) =>
  String(row.modifiedAt.getTime());

/** The broadcast of the actor with this code; another account's answers 404. */
export async function findBroadcast(
  db: Database,
  actor: Actor,
  code: string,
): Promise<BroadcastRow> {
  const [row] = await db
    .select()
    .from(broadcasts)
    .where(and(eq(broadcasts.accountId, actor.accountId), eq(broadcasts.broadcastCode, code)));
  if (!row) throw new NotFound('broadcast not found');
  return row;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** Milliseconds as the editor's duration text, `HH:MM:SS`. */
export function durationText(ms: number | null): string {
  const seconds = Math.round((ms ?? 10_000) / 1000);
  return `${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

/** The trigger uses of a broadcast's media rows, by row: read beside its groups, not after them. */
async function mediaRowTriggerUses(
  db: Database,
  broadcastId: string,
): Promise<Map<string, StoredTriggerUse>> {
  const rows = await db
    .select({
      id: broadcastMedia.id,
      triggerId: broadcastMedia.triggerId,
      playWhen: broadcastMedia.playWhen,
    })
    .from(broadcastMedia)
    .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastMedia.groupId))
    .where(eq(broadcastGroups.broadcastId, broadcastId));
  return new Map(rows.map(({ id, ...use }) => [id, use]));
}

const emptyCondition: FilterCondition = { operator: 'AND', subNodes: [] };

/**
 * A broadcast as the editor loads it, in a fixed number of queries. It shows only what lies
 * inside the actor's scope: screens and media outside it are left out of the fixed lists, the
 * media rows and the conditions, and counted in `outsideReach` instead.
 */
export async function readBroadcast(
  db: Database,
  actor: Actor,
  row: BroadcastRow,
): Promise<Broadcast> {
  const [periods, groups, rowUses, outsideReach, userNames] = await Promise.all([
    periodsByOwner(db, schedulePeriods.broadcastId, [row.id]).then(
      (byOwner) => byOwner.get(row.id) ?? [],
    ),
    db
      .select({
        group: broadcastGroups,
        contentTypeCode: tags.tagCode,
        contentTypeName: tags.name,
      })
      .from(broadcastGroups)
      .leftJoin(tags, eq(tags.id, broadcastGroups.contentTypeTagId))
      .where(eq(broadcastGroups.broadcastId, row.id))
      .orderBy(asc(broadcastGroups.orderN))
      .then((rows) => rows.map(({ group, ...contentType }) => ({ ...group, ...contentType }))),
    mediaRowTriggerUses(db, row.id),
    outsideReachOf(db, actor, row.id),
    userNamesOf(db, [row.createdByUserId]),
  ]);
  const [
    { layersByGroup, fixedByGroup, clustersByGroup, rowsByGroup, periodsByRow },
    triggerCodes,
  ] = await Promise.all([
    loadGroupContent(
      db,
      groups.map((g) => g.id),
    ),
    triggerCodesById(db, [
      row.triggerId,
      ...groups.map((g) => g.triggerId),
      ...[...rowUses.values()].map((use) => use.triggerId),
    ]),
  ]);
  const noUse: StoredTriggerUse = { triggerId: null, playWhen: null };
  const stored = groups.map((group) => storedConditionOf(group.filter));
  const visible = await visibleCodesOf(db, actor, {
    players: [
      ...namedPlayerCodes(stored),
      ...[...fixedByGroup.values()].flat().map((f) => f.playerCode),
    ],
    media: [...rowsByGroup.values()].flat().map((r) => r.mediaCode),
  });
  const conditions = stored.map((condition) =>
    condition
      ? (visiblePartOf(condition, { Players: visible.Players }) as FilterCondition | null)
      : null,
  );
  const lookups = await resolveConditionLookups(
    db,
    actor,
    conditions.flatMap((condition) => condition ?? []),
  );
  return {
    broadcastCode: row.broadcastCode,
    broadcastName: row.name,
    broadcastType: row.broadcastType,
    isInteractive: row.isInteractive,
    idleTimeoutSeconds: row.idleTimeoutSeconds,
    category: row.category,
    createdBy: nameOf(userNames, row.createdByUserId),
    modifiedDateTime: row.modifiedAt.toISOString(),
    version: versionOf(row),
    schedule: {
      periods,
      isScheduled: row.isScheduled,
      isTakeover: row.isTakeover,
      takeoverRecurrence: row.takeoverRecurrence ?? null,
      status: row.status,
      scheduleStatus: scheduleStatusOf(periods, toLocalMs(Date.now(), 'UTC')),
    },
    groups: groups.map((group, index) => ({
      code: group.groupCode,
      key: group.groupKey,
      name: group.name,
      layers: (layersByGroup.get(group.id) ?? []).map((l) => l.layerCode),
      filter: {
        condition: conditions[index] ?? null,
        conditionLookups: lookups.get(conditions[index] ?? emptyCondition) ?? [],
        fixedPlayerList: (fixedByGroup.get(group.id) ?? [])
          .map((f) => f.playerCode)
          .filter((code) => isVisible(visible, 'Players', code)),
      },
      chosenContentTypeTagCode: group.contentTypeCode,
      chosenContentTypeName: group.contentTypeName,
      clusters: (clustersByGroup.get(group.id) ?? []).map((c) => c.clusterCode),
      media: (rowsByGroup.get(group.id) ?? [])
        .filter((r) => isVisible(visible, 'Media', r.mediaCode))
        .map((r) => ({
          broadcastMediaCode: r.broadcastMediaCode,
          mediaCode: r.mediaCode,
          displayName: r.displayName,
          mediaType: r.mediaType,
          orderN: r.orderN,
          duration: durationText(r.durationMs),
          status: r.status,
          periods: periodsByRow.get(r.id) ?? [],
          trigger: triggerUseOf(triggerCodes, rowUses.get(r.id) ?? noUse),
        })),
      trigger: triggerUseOf(triggerCodes, group),
    })),
    trigger: triggerUseOf(triggerCodes, row),
    outsideReach,
  };
}
