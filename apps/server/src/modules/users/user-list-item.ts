import type { UserListItem } from '@marquee/contracts';
import { eq, inArray } from 'drizzle-orm';
import { accounts, locations, roles, userLocations, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type UserRow = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'userCode'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'isActive'
  | 'isAdmin'
  | 'passwordHash'
  | 'lastLoginAt'
  | 'accountId'
>;

/** Users as the users list shows them, with roles and locations loaded in two queries. */
export async function toListItems(db: Database, rows: UserRow[]): Promise<UserListItem[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [roleRows, locationRows, ownerRows] = await Promise.all([
    db
      .select({ userId: userRoles.userId, roleCode: roles.roleCode, roleName: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(roles.name),
    db
      .select({ userId: userLocations.userId, locationCode: locations.locationCode })
      .from(userLocations)
      .innerJoin(locations, eq(locations.id, userLocations.locationId))
      .where(inArray(userLocations.userId, ids)),
    db
      .select({ ownerUserId: accounts.ownerUserId })
      .from(accounts)
      .where(inArray(accounts.ownerUserId, ids)),
  ]);
  const owners = new Set(ownerRows.map((row) => row.ownerUserId));
  return rows.map((row) => ({
    userId: row.userCode,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isActive: row.isActive,
    isOwner: owners.has(row.id),
    isAdmin: row.isAdmin,
    isInvitationPending: row.passwordHash === null,
    roles: roleRows
      .filter((r) => r.userId === row.id)
      .map(({ roleCode, roleName }) => ({ roleCode, roleName })),
    locationCodes: locationRows.filter((l) => l.userId === row.id).map((l) => l.locationCode),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
  }));
}

export const listItemColumns = {
  id: users.id,
  userCode: users.userCode,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  passwordHash: users.passwordHash,
  lastLoginAt: users.lastLoginAt,
  accountId: users.accountId,
};
