import { foldPlayerCondition, readCondition } from '@marquee/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { broadcastGroupPlayers, broadcastGroups, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Tenant } from '../../platform/http/define-route';
import { playerConditionSql } from '../players/player-condition-sql';

/**
 * The screens a broadcast's groups reach: each group's fixed list and the screens its filter
 * selects. A filter with a PlayerStatus leaf counts every screen of the account (the manifest
 * reads such leaves differently), so no affected screen is ever missed.
 */
export async function screensReachedBy(
  db: Database,
  tenant: Tenant,
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
  for (const group of groups) {
    const read = readCondition(group.filter?.condition);
    if (!('condition' in read) || !read.condition) continue;
    const hasStatus = foldPlayerCondition<boolean>(read.condition, {
      leaf: (leaf) => leaf.nodeType === 'PlayerStatus',
      group: (_operator, parts) => parts.some(Boolean),
    });
    reaches.push(hasStatus ? sql`true` : (playerConditionSql(read.condition) ?? sql`true`));
  }
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, tenant.accountId), or(...reaches)));
  return rows.map((row) => row.id);
}
