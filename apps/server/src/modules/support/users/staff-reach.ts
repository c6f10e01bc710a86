import { and, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Forbidden, NotFound } from '../../../platform/errors';
import type { SupportActor } from '../../scope';
import { loadSupportRoleRights, rolesBeyondCaller } from '../roles';

/** Support staff: users of no account with the Support user type. */
export const staff = and(isNull(users.accountId), eq(users.userType, 'Support')) as SQL;

/**
 * A support user the caller may see and act on: every support role they hold reaches and
 * grants no more than the caller's own. Anyone else is "no such support user", as if absent.
 */
export async function findReachableStaff(
  db: Database,
  actor: SupportActor,
  userCode: string,
  field: string,
) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(staff, eq(users.userCode, userCode)));
  if (!user) throw new NotFound(`${field}: no such support user`);
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.application, 'Support')))
    .where(eq(userRoles.userId, user.id));
  const rights = await loadSupportRoleRights(
    db,
    held.map((row) => row.roleId),
  );
  if ((await rolesBeyondCaller(db, actor, rights)).size > 0) {
    throw new NotFound(`${field}: no such support user`);
  }
  return user;
}

/**
 * The support staff the caller may see, as a condition over `users`: those holding no support
 * role beyond the caller. Support roles are few, so they are weighed once per call in memory.
 */
export async function reachableStaff(db: Database, actor: SupportActor): Promise<SQL> {
  const beyond = await rolesBeyondCaller(db, actor, await loadSupportRoleRights(db));
  if (beyond.size === 0) return staff;
  const holdsRoleBeyond = db
    .select({ one: sql`1` })
    .from(userRoles)
    .where(and(eq(userRoles.userId, users.id), inArray(userRoles.roleId, [...beyond])));
  return and(staff, notExists(holdsRoleBeyond)) as SQL;
}

/** 403 when one of these support roles reaches a client or grants a component beyond the caller. */
export async function assertMayAssignSupportRoles(
  db: Database,
  actor: SupportActor,
  roleIds: readonly string[],
) {
  const beyond = await rolesBeyondCaller(db, actor, await loadSupportRoleRights(db, roleIds));
  if (beyond.size > 0) {
    throw new Forbidden('RoleCodes: a role reaches clients or grants components beyond your own');
  }
}
