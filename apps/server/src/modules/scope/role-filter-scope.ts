import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAdministratorRole } from './administrator-role';

/** The filters one role of the user carries (either may be null: the role limits nothing there). */
export interface RoleFilters {
  screensFilter: (typeof roles.$inferSelect)['screensFilter'];
  mediaFilter: (typeof roles.$inferSelect)['mediaFilter'];
}

type SelectedBy = (role: RoleFilters) => SQL | undefined;

/**
 * The rows any of these roles' filters selects, or undefined (every row) as soon as one role's
 * filter selects everything (`selectedBy` answers undefined) or there is no role at all.
 */
function selectedByRoles(filters: readonly RoleFilters[], selectedBy: SelectedBy) {
  const parts: SQL[] = [];
  for (const role of filters) {
    const part = selectedBy(role);
    if (!part) return undefined;
    parts.push(part);
  }
  return parts.length ? or(...parts) : undefined;
}

/** The filters of the roles a user holds in an account, read in one query for every scope. */
export function readRoleFilters(
  db: Database,
  accountId: string,
  userCode: string,
): Promise<RoleFilters[]> {
  return db
    .select({ screensFilter: roles.screensFilter, mediaFilter: roles.mediaFilter })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.userCode, userCode), eq(users.accountId, accountId)));
}

/**
 * The rows of the account a user may see by the filters of their roles: every row when there
 * are none to apply (`filters` undefined: administrators and support access) and as soon as one
 * role's filter selects everything (`selectedBy` answers undefined); otherwise the rows any
 * role's filter selects.
 */
export function scopeOfFilters(
  account: SQL,
  filters: readonly RoleFilters[] | undefined,
  selectedBy: SelectedBy,
): SQL {
  if (!filters) return account;
  return and(account, selectedByRoles(filters, selectedBy)) as SQL;
}

/**
 * What each of these users may see by their roles' filters as they stand now, read in one query:
 * undefined for every row (an administrator, support staff, or a role limiting nothing), else
 * the rows any role's filter selects. A user id that is not there (a deleted user) is missing
 * from the answer.
 */
export async function roleFilterScopesOfUsers(
  db: Database,
  userIds: readonly string[],
  selectedBy: SelectedBy,
): Promise<Map<string, SQL | undefined>> {
  const unique = [...new Set(userIds)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({
      userId: users.id,
      userType: users.userType,
      isAdmin: users.isAdmin,
      role: {
        name: roles.name,
        isBuiltin: roles.isBuiltin,
        screensFilter: roles.screensFilter,
        mediaFilter: roles.mediaFilter,
      },
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(users.id, unique));
  const byUser = new Map<string, { unlimited: boolean; filters: RoleFilters[] }>();
  for (const { userId, userType, isAdmin, role } of rows) {
    const user = byUser.get(userId) ?? {
      unlimited: isAdmin || userType === 'Support',
      filters: [],
    };
    byUser.set(userId, user);
    if (!role) continue;
    if (isAdministratorRole(role)) user.unlimited = true;
    user.filters.push(role);
  }
  return new Map(
    [...byUser].map(([userId, user]) => [
      userId,
      user.unlimited ? undefined : selectedByRoles(user.filters, selectedBy),
    ]),
  );
}
