import { eq } from 'drizzle-orm';
import { rolePermissions, roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

type RoleColumns = typeof roles.$inferInsert;
type GrantRow = Omit<typeof rolePermissions.$inferInsert, 'roleId'>;

/** Saves a new role, customer or support, with its grants; call it inside a transaction. */
export async function insertRole(tx: Database, columns: RoleColumns, grants: readonly GrantRow[]) {
  const [created] = await tx.insert(roles).values(columns).returning();
  if (!created) throw new Error('Creating a role returned no row');
  if (grants.length)
    await tx.insert(rolePermissions).values(grants.map((g) => ({ ...g, roleId: created.id })));
  return created;
}

/** Changes a role's columns and replaces all its grants; call it inside a transaction. */
export async function replaceRole(
  tx: Database,
  roleId: string,
  columns: Partial<RoleColumns>,
  grants: readonly GrantRow[],
): Promise<void> {
  await tx.update(roles).set(columns).where(eq(roles.id, roleId));
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (grants.length) await tx.insert(rolePermissions).values(grants.map((g) => ({ ...g, roleId })));
}

/** Deletes a role; its grants and the users' holdings of it go with it. */
export async function deleteRole(db: Database, roleId: string): Promise<void> {
  await db.delete(roles).where(eq(roles.id, roleId));
}
