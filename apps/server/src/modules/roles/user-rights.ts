import { isAdministratorRole, type Actor } from '../scope';
import { grantsExceeding, mergeAuthorisation, type PermissionLevel } from '@marquee/domain';
import { eq, inArray } from 'drizzle-orm';
import { accounts, roles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import { loadGrants } from './role-grants';
import { loadUserRoles } from './user-roles';

/*
 * The customer side's one rule of who may hand out rights and whom one may change:
 * - administrators (and support acting in the account) may grant and assign anything;
 * - anyone else may only save roles and assign roles whose grants do not exceed their own,
 *   and never the Administrator role, which makes its holder an administrator;
 * - nobody but an administrator changes or removes an administrator or a user whose grants
 *   exceed their own, and nobody but the owner (or support) changes the owner.
 */

/** What the rules read of the actor. */
type Caller = Pick<Actor, 'userCode' | 'isAdmin' | 'authorisation' | 'isSupportAccess'>;
type Grants = Record<string, PermissionLevel>;

/** 403 when a role being saved would grant more than the caller holds. */
export function assertMayGrant(caller: Caller, grants: Grants, field = 'ComponentsAndSubParts') {
  if (caller.isAdmin) return;
  const beyond = grantsExceeding(grants, caller.authorisation);
  if (beyond.length > 0) {
    throw new Forbidden(`${field}: you cannot grant more than you hold (${beyond.join(', ')})`);
  }
}

/** 403 when one of these roles (ids of the actor's account's roles) grants more than the caller holds. */
export async function assertMayAssignRoles(db: Database, caller: Caller, roleIds: string[]) {
  if (caller.isAdmin || roleIds.length === 0) return;
  const rows = await db
    .select({ id: roles.id, name: roles.name, isBuiltin: roles.isBuiltin })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  const grants = await loadGrants(db, roleIds);
  for (const role of rows) {
    if (isAdministratorRole(role)) {
      throw new Forbidden('RoleCodes: only the owner and administrators assign Administrator');
    }
    assertMayGrant(caller, grants.get(role.id) ?? {}, `RoleCodes: ${role.name}`);
  }
}

/**
 * 403 unless the caller may change or remove this user of the actor's account: the owner only
 * by themselves (or support), an administrator or a user with wider grants only by an
 * administrator.
 */
export async function assertMayChangeUser(
  db: Database,
  caller: Caller & Pick<Actor, 'accountId'>,
  user: { id: string; userCode: string; isAdmin: boolean },
) {
  const [account] = await db
    .select({ ownerUserId: accounts.ownerUserId })
    .from(accounts)
    .where(eq(accounts.id, caller.accountId));
  const isOwnSelf = user.userCode === caller.userCode;
  if (account?.ownerUserId === user.id && !isOwnSelf && !caller.isSupportAccess) {
    throw new Forbidden('Only the owner can change the owner');
  }
  if (caller.isAdmin || isOwnSelf) return;
  const held = await loadUserRoles(db, user.id);
  const isAdmin =
    user.isAdmin || held.some((role) => isAdministratorRole({ ...role, name: role.roleName }));
  const beyond = grantsExceeding(
    mergeAuthorisation(held.map((role) => role.grants)),
    caller.authorisation,
  );
  if (isAdmin || beyond.length > 0) {
    throw new Forbidden('This user has rights you do not have; ask an administrator');
  }
}
