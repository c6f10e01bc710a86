import type { CallBody, Role, createRole as createRoleCall } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { assertRoleNameFree } from './assert-role-name-free';
import { checkRoleFilters } from './check-role-filters';
import { getRole } from './get-role';
import { insertRole } from './role-rows';
import { filterColumns } from './role-view';
import { assertMayGrant, assertMayReach } from './user-rights';
import { grantRows, grantsOfRows } from './validate-grants';

export type RoleInput = CallBody<typeof createRoleCall>;

/** The filters of a role as sent, in the columns they are stored in. */
export const roleFiltersOf = (input: RoleInput) => ({
  screensFilter: filterColumns(input.ScreensFilter),
  mediaFilter: filterColumns(input.MediaLibraryFilter),
});

/** A new role; it may reach (grant, and see through its filters) no more than the caller. */
export async function createRole(db: Database, actor: Actor, input: RoleInput): Promise<Role> {
  const rows = grantRows('SignagePlayer', input.ComponentsAndSubParts);
  const filters = roleFiltersOf(input);
  assertMayGrant(actor, grantsOfRows(rows));
  await assertRoleNameFree(db, actor, input.Name);
  await checkRoleFilters(db, actor, input);
  await assertMayReach(actor, filters);
  const role = await db.transaction((tx) =>
    insertRole(
      tx,
      {
        accountId: actor.accountId,
        name: input.Name,
        description: input.Description,
        ...filters,
      },
      rows,
    ),
  );
  return getRole(db, actor, role.roleCode);
}
