import type { CallBody, Role, createRole as createRoleCall } from '@marquee/contracts';
import { rolePermissions, roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { assertRoleNameFree } from './assert-role-name-free';
import { checkRoleFilters } from './check-role-filters';
import { getRole } from './get-role';
import { filterColumns } from './role-view';
import { assertMayGrant } from './user-rights';
import { grantRows, grantsOfRows } from './validate-grants';

export type RoleInput = CallBody<typeof createRoleCall>;

/** A new role; it may grant no more than the caller holds. */
export async function createRole(db: Database, actor: Actor, input: RoleInput): Promise<Role> {
  const rows = grantRows('SignagePlayer', input.ComponentsAndSubParts);
  assertMayGrant(actor, grantsOfRows(rows));
  await assertRoleNameFree(db, actor, input.Name);
  await checkRoleFilters(db, actor, input);
  const role = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roles)
      .values({
        accountId: actor.accountId,
        name: input.Name,
        description: input.Description,
        screensFilter: filterColumns(input.ScreensFilter),
        mediaFilter: filterColumns(input.MediaLibraryFilter),
      })
      .returning();
    if (!created) throw new Error('Creating a role returned no row');
    if (rows.length)
      await tx.insert(rolePermissions).values(rows.map((row) => ({ ...row, roleId: created.id })));
    return created;
  });
  return getRole(db, actor, role.roleCode);
}
