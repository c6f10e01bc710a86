import { foldPlayerCondition, groupScreensCondition, readCondition } from '@marquee/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  broadcastGroupClusters,
  broadcastGroupPlayers,
  broadcastGroups,
  broadcasts,
  locations,
  players,
} from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playersInClusters } from './cluster-members';
import { groupBy } from './manifest-parts';
import { playerConditionSql, playerScopesOfUsers } from '../scope';

/**
 * What each of these broadcasts' groups reach, as a predicate over `players` (of any account:
 * callers add theirs): each group's fixed list, and the screens its filter selects within the
 * scope of the broadcast's last saver, read as their roles stand now (see
 * `playerScopesOfUsers`). Fixed lists were checked against that scope when saved and are not
 * narrowed again. A group with clusters reaches, within that scope, its clusters' screens that its
 * filter selects (all of them when it says nothing of screens); one without reaches none by a
 * filter that says nothing of screens (`groupReach`, the resolver's rule). A filter with a PlayerStatus leaf counts every screen of that scope (the
 * manifest reads such leaves differently), so no affected screen is ever missed. Two queries
 * however many broadcasts; a broadcast without groups reaches nothing and has no entry.
 */
async function reachesOf(db: Database, broadcastIds: readonly string[]): Promise<Map<string, SQL>> {
  if (!broadcastIds.length) return new Map();
  const groups = await db
    .select({
      id: broadcastGroups.id,
      broadcastId: broadcastGroups.broadcastId,
      filter: broadcastGroups.filter,
      savedBy: broadcasts.modifiedByUserId,
    })
    .from(broadcastGroups)
    .innerJoin(broadcasts, eq(broadcasts.id, broadcastGroups.broadcastId))
    .where(inArray(broadcastGroups.broadcastId, [...broadcastIds]));
  const [scopeOf, named] = await Promise.all([
    playerScopesOfUsers(
      db,
      groups.map((g) => g.savedBy),
    ),
    groups.length
      ? db
          .select({ groupId: broadcastGroupClusters.groupId })
          .from(broadcastGroupClusters)
          .where(
            inArray(
              broadcastGroupClusters.groupId,
              groups.map((g) => g.id),
            ),
          )
      : [],
  ]);
  const withClusters = new Set(named.map((row) => row.groupId));
  const reaches = new Map<string, SQL>();
  for (const [broadcastId, own] of groupBy(groups, (g) => g.broadcastId)) {
    const parts: SQL[] = [
      inArray(
        players.id,
        db
          .select({ id: broadcastGroupPlayers.playerId })
          .from(broadcastGroupPlayers)
          .where(
            inArray(
              broadcastGroupPlayers.groupId,
              own.map((g) => g.id),
            ),
          ),
      ),
    ];
    const scope = scopeOf(own[0]!.savedBy) ?? sql`true`;
    for (const group of own) {
      const read = readCondition(group.filter?.condition);
      const condition = 'condition' in read ? groupScreensCondition(read.condition) : null;
      const hasClusters = withClusters.has(group.id);
      if (!condition && !hasClusters) continue;
      const hasStatus = foldPlayerCondition<boolean>(condition, {
        leaf: (leaf) => leaf.nodeType === 'PlayerStatus',
        group: (_operator, parts) => parts.some(Boolean),
      });
      const selected =
        hasStatus || !condition ? sql`true` : (playerConditionSql(condition) ?? sql`true`);
      const clustered = hasClusters
        ? playersInClusters(
            db,
            db
              .select({ id: broadcastGroupClusters.clusterId })
              .from(broadcastGroupClusters)
              .where(eq(broadcastGroupClusters.groupId, group.id)),
          )
        : sql`true`;
      parts.push(and(clustered, selected, scope) as SQL);
    }
    reaches.set(broadcastId, or(...parts) as SQL);
  }
  return reaches;
}

/** The screens of the account any of these broadcasts reach (see `reachesOf`). */
export function playersReachedBy(
  db: Database,
  account: { accountId: string },
  ...broadcastIds: string[]
): Promise<string[]> {
  return playersReachedWithin(db, eq(players.accountId, account.accountId), broadcastIds);
}

/**
 * The screens any of these broadcasts reach among those `within` selects (a predicate over
 * `players` that names the account): a caller's scope, or what lies outside it.
 */
export async function playersReachedWithin(
  db: Database,
  within: SQL,
  broadcastIds: readonly string[],
): Promise<string[]> {
  const reaches = [...(await reachesOf(db, broadcastIds)).values()];
  if (!reaches.length) return [];
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(within, or(...reaches)));
  return rows.map((row) => row.id);
}

/** What a broadcast reaches among the screens a caller sees: how many, and in which zones. */
export interface ScreensReached {
  count: number;
  /** The time zones of those screens (their location's; UTC without one). */
  zones: string[];
}

/**
 * How many of the screens `within` selects (a predicate over `players` that names the account,
 * such as a caller's scope) each of these broadcasts reaches, and the zones they play in, in three
 * queries however many broadcasts (a page of a list): a count per broadcast and zone over one
 * pass of the screens.
 */
export async function screensReachedBy(
  db: Database,
  within: SQL,
  broadcastIds: readonly string[],
): Promise<Map<string, ScreensReached>> {
  const reaches = [...(await reachesOf(db, broadcastIds))];
  if (!reaches.length) return new Map();
  const counts = sql<number[]>`array[${sql.join(
    reaches.map(([, reach]) => sql`count(*) filter (where ${reach})::int`),
    sql`, `,
  )}]`;
  const zone = sql<string>`coalesce((select ${locations.timeZoneId} from ${locations} where ${locations.id} = ${players.locationId}), 'UTC')`;
  const perZone = await db
    .select({ zone, counts })
    .from(players)
    .where(within)
    .groupBy(sql`1`);
  return new Map(
    reaches.map(([broadcastId], n) => {
      const counted = perZone
        .map((row) => ({ zone: row.zone, count: row.counts[n] ?? 0 }))
        .filter((row) => row.count > 0);
      const count = counted.reduce((sum, row) => sum + row.count, 0);
      return [broadcastId, { count, zones: counted.map((row) => row.zone) }];
    }),
  );
}
