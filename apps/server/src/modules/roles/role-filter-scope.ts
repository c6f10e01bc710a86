import { and, eq, or, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';

/** The filters one role of the user carries (either may be null: the role limits nothing there). */
export interface RoleFilters {
  screensFilter: (typeof roles.$inferSelect)['screensFilter'];
  mediaFilter: (typeof roles.$inferSelect)['mediaFilter'];
}

/**
 * The rows of the account a user may see, by the filters of their roles: every row for
 * administrators and support access, and as soon as one role's filter selects everything
 * (`selectedBy` answers undefined); otherwise the rows any role's filter selects.
 */
export async function roleFilterScope(
  db: Database,
  tenant: Tenant,
  auth: AuthContext,
  account: SQL,
  selectedBy: (role: RoleFilters) => SQL | undefined,
): Promise<SQL> {
  if (auth.isAdmin || auth.isSupportAccess) return account;
  const userFilters = await db
    .select({ screensFilter: roles.screensFilter, mediaFilter: roles.mediaFilter })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.userCode, auth.userCode), eq(users.accountId, tenant.accountId)));
  const parts: SQL[] = [];
  for (const role of userFilters) {
    const part = selectedBy(role);
    if (!part) return account;
    parts.push(part);
  }
  return parts.length ? (and(account, or(...parts)) as SQL) : account;
}
