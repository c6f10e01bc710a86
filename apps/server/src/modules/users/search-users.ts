import type { CallQuery, searchUsers as searchUsersCall, UserListItem } from '@marquee/contracts';
import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { listItemColumns, toListItems } from './user-list-item';

export type UserSearch = CallQuery<typeof searchUsersCall>;

const orderColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  lastLogin: users.lastLoginAt,
};

/** The trigram-indexed text a search matches (see the users_search_trgm index). */
export const searchableText = sql`(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/**
 * A page of users in a stable order, optionally matching a text (3+ characters, trigram index)
 * holding a role and being active or not. `scope` limits it to one account or to support staff.
 */
export async function searchUserPage(
  db: Database,
  scope: SQL,
  search: UserSearch,
): Promise<{ users: UserListItem[]; hasMore: boolean }> {
  const conditions: Array<SQL | undefined> = [scope];
  if (search.SearchText) conditions.push(ilike(searchableText, containsPattern(search.SearchText)));
  if (search.IsActive !== undefined) conditions.push(eq(users.isActive, search.IsActive));
  if (search.Role) {
    conditions.push(
      inArray(
        users.id,
        db
          .select({ userId: userRoles.userId })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.roleId))
          .where(eq(roles.roleCode, search.Role)),
      ),
    );
  }
  const direction = search.Order === 'desc' ? desc : asc;
  const rows = await db
    .select(listItemColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(direction(orderColumns[search.OrderBy]), asc(users.id))
    .limit(search.MaxItemsInResult + 1)
    .offset(search.SkipItemsInResult);
  const page = rows.slice(0, search.MaxItemsInResult);
  return { users: await toListItems(db, page), hasMore: rows.length > page.length };
}

export function searchAccountUsers(db: Database, accountId: string, search: UserSearch) {
  return searchUserPage(db, eq(users.accountId, accountId), search);
}
