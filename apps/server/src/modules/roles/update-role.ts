import type { Role } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordSaversScopeChange } from '../content';
import type { Actor } from '../scope';
import { assertRoleNameFree } from './assert-role-name-free';
import { checkRoleFilters } from './check-role-filters';
import { roleFiltersOf, type RoleInput } from './create-role';
import { findRole } from './find-role';
import { getRole } from './get-role';
import { loadGrants } from './role-grants';
import { replaceRole } from './role-rows';
import { assertKeepsOwnLimits, assertMayGrant, assertMayReach } from './user-rights';
import { grantRows, grantsOfRows } from './validate-grants';

/**
 * Replaces a role's name, description, filters and grants. Built-in roles stay as they are; a
 * role reaching more than the caller (its grants or its filters), before or after, is not theirs
 * to change, nor are the filters that limit the caller on a role they hold.
 */
export async function updateRole(
  db: Database,
  actor: Actor,
  roleCode: string,
  input: RoleInput,
): Promise<Role> {
  const role = await findRole(db, actor, roleCode);
  if (role.isBuiltin) throw new Conflict('Built-in roles cannot be changed');
  const rows = grantRows('SignagePlayer', input.ComponentsAndSubParts);
  const filters = roleFiltersOf(input);
  assertMayGrant(actor, (await loadGrants(db, [role.id])).get(role.id) ?? {}, 'id');
  await assertMayReach(actor, role, 'id');
  assertMayGrant(actor, grantsOfRows(rows));
  await assertRoleNameFree(db, actor, input.Name, role.id);
  await checkRoleFilters(db, actor, input);
  await assertMayReach(actor, filters);
  await assertKeepsOwnLimits(db, actor, role.id, role, filters);
  await db.transaction(async (tx) => {
    await replaceRole(
      tx,
      role.id,
      { name: input.Name, description: input.Description, ...filters },
      rows,
    );
    await recordSaversScopeChange(
      tx,
      actor.accountId,
      sql`select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${role.id}`,
    );
  });
  return getRole(db, actor, roleCode);
}
