import type { CallDescriptor } from '@marquee/contracts';
import { readCondition } from '@marquee/domain';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { CallContext, Tenant } from '../../platform/http/define-route';
import { roleFilterScope } from '../roles/role-filter-scope';
import type { ScreensViewer } from './find-player';
import { playerConditionSql } from './player-condition-sql';

/**
 * The players the signed-in user may see: the account's, narrowed by the screens filters of the
 * user's roles. A role without one (and an administrator) sees every screen; several filters add
 * up. A player outside this scope is, to the user, not there at all (404).
 */
export function screensScope(db: Database, tenant: Tenant, auth: AuthContext): Promise<SQL> {
  return roleFilterScope(db, tenant, auth, eq(players.accountId, tenant.accountId), (role) => {
    const filter = role.screensFilter;
    const read = readCondition(filter?.condition);
    const condition = 'condition' in read ? playerConditionSql(read.condition) : undefined;
    const fixed = filter?.fixedPlayerList?.length
      ? inArray(players.playerCode, filter.fixedPlayerList)
      : undefined;
    return condition || fixed ? (or(condition, fixed) as SQL) : undefined;
  });
}

/** The viewer a screens call acts as: the caller's account and the screens it may see. */
export async function screensViewerOf({
  db,
  tenant,
  auth,
}: CallContext<CallDescriptor>): Promise<ScreensViewer> {
  return { ...tenant, scope: await screensScope(db, tenant, auth) };
}
