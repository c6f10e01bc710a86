import type { CallQuery, listRoles as listRolesCall } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { roles, userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { rolesOfAccount } from './find-role';
import { loadGrants } from './role-grants';
import { roleView } from './role-view';
import { visibleRoleFilters } from './visible-role-filters';

/** Built-in roles first, then by name; one text so the list helper can continue after a row. */
const roleOrder = sortKey(
  sql`(case when ${roles.isBuiltin} then '0' else '1' end || lower(${roles.name}))`,
  'text',
);

/** A page of the account's roles, built-in first, each with its grants and how many hold it. */
export async function listRoles(db: Database, actor: Actor, page: CallQuery<typeof listRolesCall>) {
  const { rows, ...more } = await listPage(db, {
    table: roles,
    columns: {
      role: roles,
      userCount: sql<number>`(select count(*) from ${userRoles} where ${userRoles.roleId} = ${roles.id})::int`,
    },
    key: roles.id,
    where: rolesOfAccount(actor),
    sortKeys: { builtInThenName: roleOrder },
    orderBy: 'builtInThenName',
    order: 'asc',
    page,
  });
  const grants = await loadGrants(
    db,
    rows.map((row) => row.role.id),
  );
  const shown = await visibleRoleFilters(
    db,
    actor,
    rows.map((row) => row.role),
  );
  const items = rows.map((row, index) => ({
    ...roleView(shown[index] ?? row.role, 'SignagePlayer', grants.get(row.role.id) ?? {}),
    userCount: row.userCount,
  }));
  return { roles: items, ...more };
}
