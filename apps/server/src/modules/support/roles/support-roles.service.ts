import type {
  CallBody,
  createSupportRole as createCall,
  supportRoleSchema,
} from '@marquee/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { rolePermissions, roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest, NotFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/auth-context';
import {
  filterColumns,
  filterView,
  grantRows,
  grantsOfRows,
  loadGrants,
  roleView,
} from '../../roles';
import { checkClientsFilter } from './check-clients-filter';
import { reachableClient } from './client-reach';
import { assertRoleWithinCaller } from './role-limits';

type SupportRole = z.infer<typeof supportRoleSchema>;
export type SupportRoleInput = CallBody<typeof createCall>;

const ofClient = (accountId: string) =>
  and(eq(roles.accountId, accountId), eq(roles.application, 'Support'));

async function view(
  db: Database,
  role: typeof roles.$inferSelect,
  clientCode: string,
): Promise<SupportRole> {
  const grants = (await loadGrants(db, [role.id])).get(role.id) ?? {};
  return {
    ...roleView(role, 'Support', grants),
    clientCode,
    clientsFilter: filterView(role.clientsFilter),
  };
}

export async function listSupportRoles(db: Database, auth: AuthContext, clientCode: string) {
  const client = await reachableClient(db, auth, clientCode);
  const rows = await db.select().from(roles).where(ofClient(client.id)).orderBy(roles.name);
  return Promise.all(rows.map((role) => view(db, role, clientCode)));
}

async function findSupportRole(
  db: Database,
  auth: AuthContext,
  clientCode: string,
  roleCode: string,
) {
  const client = await reachableClient(db, auth, clientCode);
  const [role] = await db
    .select()
    .from(roles)
    .where(and(ofClient(client.id), eq(roles.roleCode, roleCode)));
  if (!role) throw new NotFound('role: no such role for this client');
  return role;
}

export async function getSupportRole(
  db: Database,
  auth: AuthContext,
  clientCode: string,
  roleCode: string,
) {
  return view(db, await findSupportRole(db, auth, clientCode, roleCode), clientCode);
}

/** A role the caller may change or delete: one reaching and granting no more than they do. */
async function findChangeableRole(
  db: Database,
  auth: AuthContext,
  clientCode: string,
  roleCode: string,
) {
  const role = await findSupportRole(db, auth, clientCode, roleCode);
  const grants = (await loadGrants(db, [role.id])).get(role.id) ?? {};
  await assertRoleWithinCaller(db, auth, { ...role, grants }, 'role');
  return role;
}

export async function deleteSupportRole(
  db: Database,
  auth: AuthContext,
  clientCode: string,
  roleCode: string,
) {
  const role = await findChangeableRole(db, auth, clientCode, roleCode);
  await db.delete(roles).where(eq(roles.id, role.id));
}

/**
 * The columns of a role as sent, after its clients filter passes its checks and the role as a
 * whole reaches and grants no more than the caller.
 */
async function values(
  db: Database,
  auth: AuthContext,
  input: SupportRoleInput,
  grants: ReturnType<typeof grantRows>,
) {
  const clientsFilter = filterColumns(await checkClientsFilter(db, auth, input.ClientsFilter));
  const role = { id: '', clientsFilter, grants: grantsOfRows(grants) };
  await assertRoleWithinCaller(db, auth, role, 'ComponentsAndSubParts');
  return { name: input.Name, description: input.Description, clientsFilter };
}

/** A new support role of a client; it grants support-console components. */
export async function createSupportRole(db: Database, auth: AuthContext, input: SupportRoleInput) {
  const client = await reachableClient(db, auth, input.ClientCode, 'ClientCode');
  const grants = grantRows('Support', input.ComponentsAndSubParts);
  const columns = await values(db, auth, input, grants);
  const role = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(roles)
      .values({ ...columns, accountId: client.id, application: 'Support' })
      .returning();
    if (!created) throw new Error('Creating a support role returned no row');
    if (grants.length)
      await tx.insert(rolePermissions).values(grants.map((g) => ({ ...g, roleId: created.id })));
    return created;
  });
  return view(db, role, client.accountCode);
}

export async function updateSupportRole(
  db: Database,
  auth: AuthContext,
  roleCode: string,
  input: SupportRoleInput,
) {
  const role = await findChangeableRole(db, auth, input.ClientCode, roleCode);
  const grants = grantRows('Support', input.ComponentsAndSubParts);
  if (role.isBuiltin) throw new BadRequest('This role cannot be changed');
  const columns = await values(db, auth, input, grants);
  await db.transaction(async (tx) => {
    await tx.update(roles).set(columns).where(eq(roles.id, role.id));
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    if (grants.length)
      await tx.insert(rolePermissions).values(grants.map((g) => ({ ...g, roleId: role.id })));
  });
  return getSupportRole(db, auth, input.ClientCode, roleCode);
}
