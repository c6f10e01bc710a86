import { supportResources, type PermissionLevel } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { rolePermissions, roles } from '../db/schema';

/** The first support users' role: every support console component. */
export const supportAdministratorRole = {
  name: 'Support administrator',
  description: 'Full access to the support console.',
  permissions: supportResources.map((resource) => ({
    componentCode: resource,
    permission: 'AddAndEdit' as PermissionLevel,
  })),
};

const isSupportAdministratorRole = and(
  eq(roles.application, 'Support'),
  eq(roles.isBuiltin, true),
  eq(roles.name, supportAdministratorRole.name),
);

/** The built-in support administrator role, made on first use; returns its id. */
export async function findOrCreateSupportAdministratorRole(db: Database): Promise<string> {
  const [existing] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(isSupportAdministratorRole)
    .limit(1);
  if (existing) return existing.id;
  const [role] = await db
    .insert(roles)
    .values({
      name: supportAdministratorRole.name,
      description: supportAdministratorRole.description,
      application: 'Support',
      isBuiltin: true,
    })
    .returning({ id: roles.id });
  if (!role) throw new Error('Seeding the support role returned no row');
  await db
    .insert(rolePermissions)
    .values(supportAdministratorRole.permissions.map((p) => ({ ...p, roleId: role.id })));
  return role.id;
}
