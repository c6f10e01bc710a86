import { uniqueCodeOf, type PermissionLevel } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { rolePermissions, roles, userRoles } from '../../db/schema';

export interface UserRole {
  roleId: string;
  roleCode: string;
  roleName: string;
  isBuiltin: boolean;
  /** Unique code (component or `component.subPart`) to the level the role grants. */
  grants: Record<string, PermissionLevel>;
}

/** A user's roles with their grants, built-in roles first, then by name. */
export async function loadUserRoles(db: Database, userId: string): Promise<UserRole[]> {
  const rows = await db
    .select({
      roleId: roles.id,
      roleCode: roles.roleCode,
      roleName: roles.name,
      isBuiltin: roles.isBuiltin,
      componentCode: rolePermissions.componentCode,
      subPartCode: rolePermissions.subPartCode,
      permission: rolePermissions.permission,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
  const byRole = new Map<string, UserRole>();
  for (const row of rows) {
    const role = byRole.get(row.roleId) ?? {
      roleId: row.roleId,
      roleCode: row.roleCode,
      roleName: row.roleName,
      isBuiltin: row.isBuiltin,
      grants: {},
    };
    if (row.componentCode && row.permission) {
      role.grants[uniqueCodeOf(row.componentCode, row.subPartCode ?? undefined)] = row.permission;
    }
    byRole.set(row.roleId, role);
  }
  return [...byRole.values()].sort(
    (a, b) => Number(b.isBuiltin) - Number(a.isBuiltin) || a.roleName.localeCompare(b.roleName),
  );
}
