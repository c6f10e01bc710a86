import type { CallDescriptor } from '@marquee/contracts';
import { readCondition } from '@marquee/domain';
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext, Tenant } from '../../platform/http/define-route';
import { roleFilterScopesOfUsers, type RoleFilters } from './role-filter-scope';
import type { ScreensViewer } from './find-player';
import { playerConditionSql } from './player-condition-sql';
import { actorFor } from './actor';

/** The players one role's screens filter selects; undefined when it limits nothing. */
export function screensFilterSql(role: RoleFilters): SQL | undefined {
  const filter = role.screensFilter;
  const read = readCondition(filter?.condition);
  const condition = 'condition' in read ? playerConditionSql(read.condition) : undefined;
  const fixed = filter?.fixedPlayerList?.length
    ? inArray(players.playerCode, filter.fixedPlayerList)
    : undefined;
  return condition || fixed ? (or(condition, fixed) as SQL) : undefined;
}

/**
 * The players the signed-in user may see: the account's, narrowed by the screens filters of the
 * user's roles. A role without one (and an administrator) sees every screen; several filters add
 * up. A player outside this scope is, to the user, not there at all (404).
 */
export function screensScope(db: Database, tenant: Tenant, auth: AuthContext): Promise<SQL> {
  return actorFor(db, { ...auth, ...tenant }).screens();
}

/**
 * The screens each of these users may see by their roles as they stand now, as a predicate over
 * `players` whatever the account (callers add it): undefined for every screen (an administrator,
 * support staff, a role limiting nothing), and none for a user who is gone.
 */
export async function screensScopesOfUsers(
  db: Database,
  userIds: readonly (string | null)[],
): Promise<(userId: string | null) => SQL | undefined> {
  const present = userIds.filter((id): id is string => id !== null);
  const scopes = await roleFilterScopesOfUsers(db, present, screensFilterSql);
  return (userId) => (userId !== null && scopes.has(userId) ? scopes.get(userId) : sql`false`);
}

/** The viewer a screens call acts as: the caller's account and the screens it may see. */
export async function screensViewerOf({
  db,
  tenant,
  auth,
}: CallContext<CallDescriptor>): Promise<ScreensViewer> {
  return { ...tenant, scope: await screensScope(db, tenant, auth) };
}
