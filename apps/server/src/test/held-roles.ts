import { eq } from 'drizzle-orm';
import { roles, userRoles } from '../db/schema';
import type { Database } from '../platform/db/database';

/** The code requests name a role by; '' when there is no such role. */
export async function roleCodeOfId(db: Database, roleId: string): Promise<string> {
  const [role] = await db
    .select({ roleCode: roles.roleCode })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role?.roleCode ?? '';
}

/** The ids of the roles a user holds. */
export async function heldRoleIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId);
}
