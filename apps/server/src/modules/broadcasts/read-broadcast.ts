import type { Broadcast } from '@marquee/contracts';
import {
  isConditionGroup,
  scheduleStatusOf,
  toLocalMs,
  type FilterCondition,
  type FilterConditionNode,
} from '@marquee/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { broadcastGroups, broadcasts, media, players, schedulePeriods } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound } from '../../platform/errors';
import { resolveConditionLookups } from '../saved-filters';
import { loadGroupContent, periodsByOwner } from '../content';
import { namedPlayerCodes, outsideReachOf, storedConditionOf } from './broadcast-reach';

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

/**
 * A condition with only the screen codes in `visible` left in its Players leaves; a leaf or group
 * left with nothing goes too, so what remains is still a condition the editor can send back.
 */
function withVisiblePlayers(
  node: FilterConditionNode,
  visible: ReadonlySet<string>,
): FilterConditionNode | null {
  if (isConditionGroup(node)) {
    const subNodes = node.subNodes.flatMap((child) => withVisiblePlayers(child, visible) ?? []);
    return subNodes.length ? { ...node, subNodes } : null;
  }
  if (node.nodeType !== 'Players') return node;
  const codes = node.codes.filter((code) => visible.has(code));
  return codes.length ? { ...node, codes } : null;
}

/** Which of these screen and media codes the actor may see. */
async function visibleCodes(
  db: Database,
  actor: Actor,
  codes: { players: string[]; media: string[] },
) {
  const [screenRows, mediaRows] = await Promise.all([
    codes.players.length
      ? db
          .select({ code: players.playerCode })
          .from(players)
          .where(and(await actor.players(), inArray(players.playerCode, codes.players)))
      : [],
    codes.media.length
      ? db
          .select({ code: media.mediaCode })
          .from(media)
          .where(and(await actor.media(), inArray(media.mediaCode, codes.media)))
      : [],
  ]);
  return {
    players: new Set(screenRows.map((row) => row.code)),
    media: new Set(mediaRows.map((row) => row.code)),
  };
}

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
  const [periods, groups, outsideReach] = await Promise.all([
    periodsByOwner(db, schedulePeriods.broadcastId, [row.id]).then(
      (byOwner) => byOwner.get(row.id) ?? [],
    ),
    db
      .select()
      .from(broadcastGroups)
      .where(eq(broadcastGroups.broadcastId, row.id))
      .orderBy(asc(broadcastGroups.orderN)),
    outsideReachOf(db, actor, row.id),
  ]);
  const { layersByGroup, fixedByGroup, rowsByGroup, periodsByRow } = await loadGroupContent(
    db,
    groups.map((g) => g.id),
  );
  const stored = groups.map((group) => storedConditionOf(group.filter));
  const visible = await visibleCodes(db, actor, {
    players: [
      ...namedPlayerCodes(stored),
      ...[...fixedByGroup.values()].flat().map((f) => f.playerCode),
    ],
    media: [...rowsByGroup.values()].flat().map((r) => r.mediaCode),
  });
  const conditions = stored.map((condition) =>
    condition ? (withVisiblePlayers(condition, visible.players) as FilterCondition | null) : null,
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
    modifiedDateTime: row.modifiedAt.toISOString(),
    version: versionOf(row),
    schedule: {
      periods,
      isScheduled: row.isScheduled,
      isTakeover: row.isTakeover,
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
          .filter((code) => visible.players.has(code)),
      },
      media: (rowsByGroup.get(group.id) ?? [])
        .filter((r) => visible.media.has(r.mediaCode))
        .map((r) => ({
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
    outsideReach,
  };
}
