import { uniqueCodeOf, type PermissionLevel } from '@marquee/domain';
import { inArray } from 'drizzle-orm';
import { rolePermissions } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The grants of several roles at once, by role id. */
export async function loadGrants(db: Database, roleIds: string[]) {
  const byRole = new Map<string, Record<string, PermissionLevel>>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(inArray(rolePermissions.roleId, roleIds));
  for (const row of rows) {
    const grants = byRole.get(row.roleId) ?? {};
    grants[uniqueCodeOf(row.componentCode, row.subPartCode ?? undefined)] = row.permission;
    byRole.set(row.roleId, grants);
  }
  return byRole;
}
