import { builtInRoleNames, builtInRoles, type BuiltInRoleName } from '@marquee/domain';
import { rolePermissions, roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Splits a unique code (`Screens` or `Screens.Filter`) into the stored columns. */
export function grantColumns(uniqueCode: string) {
  const [componentCode = uniqueCode, subPartCode] = uniqueCode.split('.');
  return { componentCode, subPartCode: subPartCode ?? null };
}

/** Gives a new account the spec's built-in roles; returns their ids by name. */
export async function createBuiltInRoles(
  db: Database,
  accountId: string,
): Promise<Record<BuiltInRoleName, string>> {
  const ids: Partial<Record<BuiltInRoleName, string>> = {};
  for (const name of builtInRoleNames) {
    const definition = builtInRoles[name];
    const [role] = await db
      .insert(roles)
      .values({ accountId, name, description: definition.description, isBuiltin: true })
      .returning({ id: roles.id });
    if (!role) throw new Error(`Creating role ${name} returned no row`);
    const grants = Object.entries(definition.grants).map(([code, permission]) => ({
      roleId: role.id,
      permission,
      ...grantColumns(code),
    }));
    if (grants.length) await db.insert(rolePermissions).values(grants);
    ids[name] = role.id;
  }
  return ids as Record<BuiltInRoleName, string>;
}
