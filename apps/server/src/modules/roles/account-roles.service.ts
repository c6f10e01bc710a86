import type {
  CallBody,
  CallQuery,
  Role,
  createRole as createRoleCall,
  listRoles as listRolesCall,
} from '@marquee/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { Conflict, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { recordSaversScopeChange } from '../content';
import { checkRoleFilters } from './check-role-filters';
import { loadGrants } from './role-grants';
import { filterColumns, roleView } from './role-view';
import { assertMayGrant } from './user-rights';
import { grantRows, grantsOfRows } from './validate-grants';

export type RoleInput = CallBody<typeof createRoleCall>;

const ofAccount = (actor: Actor) =>
  and(eq(roles.accountId, actor.accountId), eq(roles.application, 'SignagePlayer'));

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
    where: ofAccount(actor),
    sortKeys: { builtInThenName: roleOrder },
    orderBy: 'builtInThenName',
    order: 'asc',
    page,
  });
  const grants = await loadGrants(
    db,
    rows.map((row) => row.role.id),
  );
  const items = rows.map((row) => ({
    ...roleView(row.role, 'SignagePlayer', grants.get(row.role.id) ?? {}),
    userCount: row.userCount,
  }));
  return { roles: items, ...more };
}

async function findRole(db: Database, actor: Actor, roleCode: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(ofAccount(actor), eq(roles.roleCode, roleCode)));
  if (!role) throw new NotFound('No such role');
  return role;
}

export async function getRole(db: Database, actor: Actor, roleCode: string): Promise<Role> {
  const role = await findRole(db, actor, roleCode);
  const grants = await loadGrants(db, [role.id]);
  return roleView(role, 'SignagePlayer', grants.get(role.id) ?? {});
}

async function assertNameFree(db: Database, actor: Actor, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        ofAccount(actor),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new Conflict('Name: another role already has this name');
}

/** A new role; it may grant no more than the caller holds. */
export async function createRole(db: Database, actor: Actor, input: RoleInput): Promise<Role> {
  const rows = grantRows('SignagePlayer', input.ComponentsAndSubParts);
  assertMayGrant(actor, grantsOfRows(rows));
  await assertNameFree(db, actor, input.Name);
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
  await assertNameFree(db, actor, input.Name, role.id);
  await checkRoleFilters(db, actor, input);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({
        name: input.Name,
        description: input.Description,
        screensFilter: filterColumns(input.ScreensFilter),
        mediaFilter: filterColumns(input.MediaLibraryFilter),
      })
      .where(eq(roles.id, role.id));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (rows.length)
      await tx.insert(rolePermissions).values(rows.map((row) => ({ ...row, roleId: role.id })));
    await recordSaversScopeChange(
      tx,
      actor.accountId,
      sql`select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${role.id}`,
    );
  });
  return getRole(db, actor, roleCode);
}
