import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { roleFilterScopesOfUsers, type RoleFilters } from './role-filter-scope';
import { playerConditionSql } from './player-condition-sql';
import { screensReachOf } from './role-reach';

/** The players one role's screens filter selects; undefined when it limits nothing. */
export function playersFilterSql(role: RoleFilters): SQL | undefined {
  const reach = screensReachOf(role);
  if (!reach) return undefined;
  const listed = reach.listed.length ? inArray(players.playerCode, [...reach.listed]) : undefined;
  return or(playerConditionSql(reach.condition), listed) as SQL;
}

/**
 * The screens each of these users may see by their roles as they stand now, as a predicate over
 * `players` whatever the account (callers add it): undefined for every screen (an administrator,
 * support staff, a role limiting nothing), and none for a user who is gone.
 */
export async function playerScopesOfUsers(
  db: Database,
  userIds: readonly (string | null)[],
): Promise<(userId: string | null) => SQL | undefined> {
  const present = userIds.filter((id): id is string => id !== null);
  const scopes = await roleFilterScopesOfUsers(db, present, playersFilterSql);
  return (userId) => (userId !== null && scopes.has(userId) ? scopes.get(userId) : sql`false`);
}
