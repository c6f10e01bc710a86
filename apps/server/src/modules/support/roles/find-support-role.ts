import { and, eq } from 'drizzle-orm';
import { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { loadGrants } from '../../roles';
import { reachableClient, type SupportActor } from '../../scope';
import { assertRoleWithinCaller } from './role-limits';

/** The support roles of one client, as a condition over `roles`. */
export const supportRolesOf = (accountId: string) =>
  and(eq(roles.accountId, accountId), eq(roles.application, 'Support'));

/** A support role of a client the caller reaches; 404 for anything else. */
export async function findSupportRole(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  roleCode: string,
) {
  const client = await reachableClient(db, actor, clientCode);
  const [role] = await db
    .select()
    .from(roles)
    .where(and(supportRolesOf(client.id), eq(roles.roleCode, roleCode)));
  if (!role) throw new NotFound('role: no such role for this client');
  return role;
}

/** A role the caller may change or delete: one reaching and granting no more than they do. */
export async function findChangeableRole(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  roleCode: string,
) {
  const role = await findSupportRole(db, actor, clientCode, roleCode);
  const grants = (await loadGrants(db, [role.id])).get(role.id) ?? {};
  await assertRoleWithinCaller(db, actor, { ...role, grants }, 'role');
  return role;
}
