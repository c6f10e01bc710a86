import type { CallDescriptor } from '@marquee/contracts';
import { readCondition } from '@marquee/domain';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { players, roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext, Tenant } from '../../platform/http/define-route';
import type { ScreensViewer } from './find-player';
import { playerConditionSql } from './player-condition-sql';

/**
 * The players the signed-in user may see: the account's, narrowed by the screens filters of the
 * user's roles. A role without one (and an administrator) sees every screen; several filters add
 * up. A player outside this scope is, to the user, not there at all (404).
 */
export async function screensScope(db: Database, tenant: Tenant, auth: AuthContext): Promise<SQL> {
  const account = eq(players.accountId, tenant.accountId);
  if (auth.isAdmin || auth.isSupportAccess) return account;
  const filters = await db
    .select({ filter: roles.screensFilter })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.userCode, auth.userCode), eq(users.accountId, tenant.accountId)));
  const parts: SQL[] = [];
  for (const { filter } of filters) {
    const read = readCondition(filter?.condition);
    const condition = 'condition' in read ? playerConditionSql(read.condition) : undefined;
    const fixed = filter?.fixedPlayerList?.length
      ? inArray(players.playerCode, filter.fixedPlayerList)
      : undefined;
    if (!condition && !fixed) return account;
    parts.push(or(condition, fixed) as SQL);
  }
  return parts.length ? (and(account, or(...parts)) as SQL) : account;
}

/** The viewer a screens call acts as: the caller's account and the screens it may see. */
export async function screensViewerOf({
  db,
  tenant,
  auth,
}: CallContext<CallDescriptor>): Promise<ScreensViewer> {
  return { ...tenant, scope: await screensScope(db, tenant, auth) };
}
