import { foldPlayerCondition, readCondition } from '@marquee/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { broadcastGroupPlayers, broadcastGroups, broadcasts, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Tenant } from '../../platform/http/define-route';
import { playerConditionSql } from '../players/player-condition-sql';
import { screensScopesOfUsers } from '../players/screens-scope';

/**
 * Whose screens a broadcast's group conditions may reach: the scope of the user who saved it
 * last, read as their roles stand now (see `screensScopesOfUsers`). Fixed lists were checked
 * against that scope when saved and are not narrowed again.
 */
async function conditionScopeOf(db: Database, broadcastId: string): Promise<SQL> {
  const [row] = await db
    .select({ savedBy: broadcasts.modifiedByUserId })
    .from(broadcasts)
    .where(eq(broadcasts.id, broadcastId));
  const savedBy = row?.savedBy ?? null;
  return (await screensScopesOfUsers(db, [savedBy]))(savedBy) ?? sql`true`;
}

/**
 * The screens a broadcast's groups reach: each group's fixed list and the screens its filter
 * selects within its last saver's scope (`conditionScopeOf`). A filter with a PlayerStatus leaf
 * counts every screen of that scope (the manifest reads such leaves differently), so no affected
 * screen is ever missed.
 */
export async function screensReachedBy(
  db: Database,
  tenant: Pick<Tenant, 'accountId'>,
  broadcastId: string,
): Promise<string[]> {
  const groups = await db
    .select({ id: broadcastGroups.id, filter: broadcastGroups.filter })
    .from(broadcastGroups)
    .where(eq(broadcastGroups.broadcastId, broadcastId));
  if (!groups.length) return [];
  const reaches: SQL[] = [
    inArray(
      players.id,
      db
        .select({ id: broadcastGroupPlayers.playerId })
        .from(broadcastGroupPlayers)
        .where(
          inArray(
            broadcastGroupPlayers.groupId,
            groups.map((g) => g.id),
          ),
        ),
    ),
  ];
  const scope = await conditionScopeOf(db, broadcastId);
  for (const group of groups) {
    const read = readCondition(group.filter?.condition);
    if (!('condition' in read) || !read.condition) continue;
    const hasStatus = foldPlayerCondition<boolean>(read.condition, {
      leaf: (leaf) => leaf.nodeType === 'PlayerStatus',
      group: (_operator, parts) => parts.some(Boolean),
    });
    const selected = hasStatus ? sql`true` : (playerConditionSql(read.condition) ?? sql`true`);
    reaches.push(and(selected, scope) as SQL);
  }
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, tenant.accountId), or(...reaches)));
  return rows.map((row) => row.id);
}
