import type { Role } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordSaversScopeChange } from '../content';
import type { Actor } from '../scope';
import { assertRoleNameFree } from './assert-role-name-free';
import { checkRoleFilters } from './check-role-filters';
import type { RoleInput } from './create-role';
import { findRole } from './find-role';
import { getRole } from './get-role';
import { loadGrants } from './role-grants';
import { replaceRole } from './role-rows';
import { filterColumns } from './role-view';
import { assertMayGrant } from './user-rights';
import { grantRows, grantsOfRows } from './validate-grants';

/**
 * Replaces a role's name, description, filters and grants. Built-in roles stay as they are; a
 * role granting more than the caller holds, before or after, is not theirs to change.
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
  assertMayGrant(actor, (await loadGrants(db, [role.id])).get(role.id) ?? {}, 'id');
  assertMayGrant(actor, grantsOfRows(rows));
  await assertRoleNameFree(db, actor, input.Name, role.id);
  await checkRoleFilters(db, actor, input);
  await db.transaction(async (tx) => {
    await replaceRole(
      tx,
      role.id,
      {
        name: input.Name,
        description: input.Description,
        screensFilter: filterColumns(input.ScreensFilter),
        mediaFilter: filterColumns(input.MediaLibraryFilter),
      },
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
