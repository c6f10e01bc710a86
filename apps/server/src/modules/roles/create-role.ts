import type { CallBody, Role, createRole as createRoleCall } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { assertRoleNameFree } from './assert-role-name-free';
import { checkRoleFilters } from './check-role-filters';
import { getRole } from './get-role';
import { insertRole } from './role-rows';
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
  const role = await db.transaction((tx) =>
    insertRole(
      tx,
      {
        accountId: actor.accountId,
        name: input.Name,
        description: input.Description,
        screensFilter: filterColumns(input.ScreensFilter),
        mediaFilter: filterColumns(input.MediaLibraryFilter),
      },
      rows,
    ),
  );
  return getRole(db, actor, role.roleCode);
}
