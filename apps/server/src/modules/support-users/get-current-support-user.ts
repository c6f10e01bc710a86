import { dateFormat, languageCode, type SupportUser } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import { NotFound } from '../../platform/errors';
import { loadUserRoles } from '../roles';

/** The signed-in support user (spec 000 "UserDetails" and profile). */
export async function getCurrentSupportUser(db: Database, auth: AuthContext): Promise<SupportUser> {
  const [user] = await db.select().from(users).where(eq(users.userCode, auth.userCode));
  if (!user) throw new NotFound();
  const roles = await loadUserRoles(db, user.id);
  return {
    userCode: user.userCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: auth.isAdmin,
    roles: roles.map((role) => ({ roleCode: role.roleCode, roleName: role.roleName })),
    authorisation: auth.authorisation as SupportUser['authorisation'],
    userType: auth.userType,
    languageCode: languageCode.catch('en_US').parse(user.languageCode),
    dateFormat: dateFormat.catch('YYYY-MM-DD').parse(user.dateFormat),
    defaultClientCode: user.defaultClientCode,
  };
}
