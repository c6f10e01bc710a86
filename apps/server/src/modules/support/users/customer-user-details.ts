import { mergeAuthorisation } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { loadUserRoles } from '../../roles';
import { reachableClient, type SupportActor } from '../../scope';

/** The spec's UserDetails of one user of a client the caller reaches. */
export async function getCustomerUserDetails(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  userCode: string,
) {
  const client = await reachableClient(db, actor, clientCode);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, client.id), eq(users.userCode, userCode)));
  if (!user) throw new NotFound('user: no such user for this client');
  const roles = await loadUserRoles(db, user.id);
  return {
    userCode: user.userCode,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isAdmin: user.isAdmin,
    roles: roles.map((role) => ({ roleCode: role.roleCode, roleName: role.roleName })),
    authorisation: mergeAuthorisation(roles.map((role) => role.grants)),
    userType: user.userType,
  };
}
