import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { accounts, roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { BadRequest, NotFound } from '../../../platform/errors';
import { reachedAccounts, type SupportActor } from '../../scope';
import { replaceUserRoles } from '../../users';
import { assertMayAssignSupportRoles, findReachableStaff } from './staff-reach';

/**
 * Replaces a support user's roles with support roles; the user, and each role, must reach and
 * grant no more than the caller (which also keeps anyone from widening their own roles). A
 * role of a client the caller does not reach is, to them, not there (404); so is a body's
 * `UserCode` out of reach, and one naming another user than the path is refused.
 */
export async function setSupportUserRoles(
  db: Database,
  actor: SupportActor,
  userCode: string,
  input: { UserCode?: string; RoleCodes: string[] },
) {
  const user = await findReachableStaff(db, actor, userCode, 'userCode');
  if (input.UserCode !== undefined && input.UserCode !== userCode) {
    await findReachableStaff(db, actor, input.UserCode, 'UserCode');
    throw new BadRequest('UserCode: names another user than the address');
  }
  const roleCodes = input.RoleCodes;
  const reached = reachedAccounts(await actor.clients());
  const found = roleCodes.length
    ? await db
        .select({ id: roles.id, roleCode: roles.roleCode })
        .from(roles)
        .where(
          and(
            eq(roles.application, 'Support'),
            inArray(roles.roleCode, roleCodes),
            reached &&
              or(
                isNull(roles.accountId),
                inArray(
                  roles.accountId,
                  db.select({ id: accounts.id }).from(accounts).where(reached),
                ),
              ),
          ),
        )
    : [];
  const missing = roleCodes.find((code) => !found.some((role) => role.roleCode === code));
  if (missing) throw new NotFound(`RoleCodes: no such support role: ${missing}`);
  await assertMayAssignSupportRoles(
    db,
    actor,
    found.map((role) => role.id),
  );
  await db.transaction((tx) =>
    replaceUserRoles(
      tx,
      user.id,
      found.map((role) => role.id),
    ),
  );
}
