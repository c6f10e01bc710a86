import type { CallQuery, searchUsers as searchUsersCall, UserListItem } from '@marquee/contracts';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { listItemColumns, toListItems } from './user-list-item';

export type UserSearch = CallQuery<typeof searchUsersCall>;

const sortKeys = {
  firstName: sortKey(users.firstName),
  lastName: sortKey(users.lastName),
  email: sortKey(users.email),
  lastLogin: sortKey(users.lastLoginAt),
};

/** The trigram-indexed text a search matches (see the users_search_trgm index). */
export const searchableText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/**
 * A page of users in a stable order, optionally matching a text (3+ characters, trigram index)
 * holding a role and being active or not. `scope` limits it to one account or to support staff.
 */
export async function searchUserPage(db: Database, scope: SQL, search: UserSearch) {
  const withRole = search.Role
    ? inArray(
        users.id,
        db
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(eq(roles.roleCode, search.Role)),
      )
    : undefined;
  const isActive = search.IsActive === undefined ? undefined : eq(users.isActive, search.IsActive);
  const { rows, ...page } = await listPage(db, {
    table: users,
    columns: listItemColumns,
    key: users.id,
    where: and(scope, isActive, withRole),
    search: { text: search.SearchText, in: searchableText },
    sortKeys,
    orderBy: search.OrderBy,
    order: search.Order,
    page: search,
  });
  const items: UserListItem[] = await toListItems(db, rows);
  return { users: items, ...page };
}

export function searchAccountUsers(db: Database, accountId: string, search: UserSearch) {
  return searchUserPage(db, eq(users.accountId, accountId), search);
}

export function searchSupportStaff(db: Database, search: UserSearch) {
  return searchUserPage(
    db,
    and(isNull(users.accountId), eq(users.userType, 'Support')) as SQL,
    search,
  );
}
