import { dateFormat, languageCode, type SignedInUser } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';
import { NotFound } from '../../platform/errors';
import { loadUserRoles } from '../roles';

/** The signed-in user with roles, permissions and preferences (spec 001 "Current user"). */
export async function getSignedInUser(
  db: Database,
  tenant: Tenant,
  auth: AuthContext,
): Promise<SignedInUser> {
  const [row] = await db
    .select({ user: users, accountName: accounts.name, ownerUserId: accounts.ownerUserId })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, tenant.accountId))
    .where(eq(users.userCode, auth.userCode));
  if (!row) throw new NotFound();
  const { user } = row;
  const roles = auth.isSupportAccess ? [] : await loadUserRoles(db, user.id);
  return {
    id: user.userCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    accountCode: tenant.accountCode,
    accountName: row.accountName,
    roles: roles.map((role) => ({ roleCode: role.roleCode, roleName: role.roleName })),
    isOwner: row.ownerUserId === user.id,
    isAdmin: auth.isAdmin,
    userType: auth.userType,
    isSupportAccess: auth.isSupportAccess,
    authorisation: auth.authorisation as SignedInUser['authorisation'],
    languageCode: languageCode.catch('en_US').parse(user.languageCode),
    dateFormat: dateFormat.catch('YYYY-MM-DD').parse(user.dateFormat),
  };
}
