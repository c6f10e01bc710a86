import type { Broadcast } from '@marquee/contracts';
import { scheduleStatusOf, toLocalMs, type FilterCondition } from '@marquee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { broadcastGroups, broadcasts, schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound } from '../../platform/errors';
import { resolveAccountConditionLookups } from '../saved-filters';
import { loadGroupContent, periodsByOwner } from '../content';

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

const emptyCondition: FilterCondition = { operator: 'AND', subNodes: [] };

/** The group's condition, saved through the input schema's filter condition. */
const conditionOf = (group: typeof broadcastGroups.$inferSelect) =>
  (group.filter?.condition ?? null) as FilterCondition | null;

/** A broadcast as the editor loads it, in a fixed number of queries. */
export async function readBroadcast(db: Database, row: BroadcastRow): Promise<Broadcast> {
  const [periods, groups] = await Promise.all([
    periodsByOwner(db, schedulePeriods.broadcastId, [row.id]).then(
      (byOwner) => byOwner.get(row.id) ?? [],
    ),
    db
      .select()
      .from(broadcastGroups)
      .where(eq(broadcastGroups.broadcastId, row.id))
      .orderBy(asc(broadcastGroups.orderN)),
  ]);
  const conditions = groups.flatMap((group) => conditionOf(group) ?? []);
  const [{ layersByGroup, fixedByGroup, rowsByGroup, periodsByRow }, lookups] = await Promise.all([
    loadGroupContent(
      db,
      groups.map((g) => g.id),
    ),
    resolveAccountConditionLookups(db, row.accountId, conditions),
  ]);
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
      layers: (layersByGroup.get(group.id) ?? []).map((l) => l.layerCode),
      filter: {
        condition: group.filter?.condition ?? null,
        conditionLookups: lookups.get(conditionOf(group) ?? emptyCondition) ?? [],
        fixedPlayerList: (fixedByGroup.get(group.id) ?? []).map((f) => f.playerCode),
      },
      media: (rowsByGroup.get(group.id) ?? []).map((r) => ({
        broadcastMediaCode: r.broadcastMediaCode,
        mediaCode: r.mediaCode,
        displayName: r.displayName,
        mediaType: r.mediaType,
        orderN: r.orderN,
        duration: durationText(r.durationMs),
        status: r.status,
        periods: periodsByRow.get(r.id) ?? [],
      })),
    })),
  };
}
