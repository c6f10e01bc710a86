import { grantsExceeding, mergeAuthorisation, type PermissionLevel } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { accounts, roles, userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import {
  filtersBeyond,
  isAdministratorRole,
  readRoleFilters,
  type Actor,
  type RoleFilters,
} from '../scope';
import { loadGrants } from './role-grants';
import { isSameFilter } from './same-filter';
import { loadUserRoles } from './user-roles';

/*
 * The customer side's one rule of who may hand out rights and whom one may change:
 * - administrators (and support acting in the account) may grant and assign anything;
 * - anyone else may only create, change and assign roles whose reach does not exceed their
 *   own: grants no higher than theirs, and screens and media filters within the filters of
 *   the roles they hold (`filtersBeyond`); never the Administrator role, which makes its
 *   holder an administrator; and they never change a filter of a role they hold where
 *   their own reach is limited, since that filter is what limits them;
 * - nobody but an administrator changes or removes an administrator or a user whose reach
 *   exceeds their own, and nobody but the owner (or support) changes the owner.
 */

/** What the rules read of the actor. */
type Caller = Pick<
  Actor,
  'userCode' | 'isAdmin' | 'authorisation' | 'isSupportAccess' | 'roleFilters'
>;
type Grants = Record<string, PermissionLevel>;

/** 403 when a role being saved would grant more than the caller holds. */
export function assertMayGrant(caller: Caller, grants: Grants, field = 'ComponentsAndSubParts') {
  if (caller.isAdmin) return;
  const beyond = grantsExceeding(grants, caller.authorisation);
  if (beyond.length > 0) {
    throw new Forbidden(`${field}: you cannot grant more than you hold (${beyond.join(', ')})`);
  }
}

const reachOf = (names: readonly string[]) =>
  names.map((name) => (name === 'ScreensFilter' ? 'screens' : 'media')).join(' and ');

/**
 * 403 when a role's filters would reach screens or media beyond the caller's, naming `field`
 * (by default the first filter that does).
 */
export async function assertMayReach(caller: Caller, role: RoleFilters, field?: string) {
  if (caller.isAdmin) return;
  const beyond = filtersBeyond(role, await caller.roleFilters());
  if (beyond.length > 0) {
    const named = field ?? beyond[0];
    throw new Forbidden(`${named}: this role would reach ${reachOf(beyond)} beyond your own`);
  }
}

/**
 * 403 when the caller would change a filter, of a role they hold, that limits their own reach:
 * changing it would change what they reach themselves. A filter of a dimension where their
 * reach is whole (another role of theirs limits nothing there) is theirs to change.
 */
export async function assertKeepsOwnLimits(
  db: Database,
  caller: Caller & Pick<Actor, 'userId'>,
  roleId: string,
  before: RoleFilters,
  after: RoleFilters,
) {
  if (caller.isAdmin || caller.userId === null) return;
  const limited = filtersBeyond(
    { screensFilter: null, mediaFilter: null },
    await caller.roleFilters(),
  );
  const changed = limited.filter((name) => {
    const column = name === 'ScreensFilter' ? 'screensFilter' : 'mediaFilter';
    return !isSameFilter(before[column], after[column]);
  });
  if (changed.length === 0) return;
  const [held] = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, caller.userId), eq(userRoles.roleId, roleId)));
  if (held) {
    throw new Forbidden(`${changed[0]}: you hold this role, so you cannot change its filters`);
  }
}

/** 403 when one of these roles (ids of the actor's account's roles) grants more than the caller holds. */
export async function assertMayAssignRoles(db: Database, caller: Caller, roleIds: string[]) {
  if (caller.isAdmin || roleIds.length === 0) return;
  const rows = await db
    .select({
      id: roles.id,
      name: roles.name,
      isBuiltin: roles.isBuiltin,
      screensFilter: roles.screensFilter,
      mediaFilter: roles.mediaFilter,
    })
    .from(roles)
    .where(inArray(roles.id, roleIds));
  const grants = await loadGrants(db, roleIds);
  for (const role of rows) {
    if (isAdministratorRole(role)) {
      throw new Forbidden('RoleCodes: only the owner and administrators assign Administrator');
    }
    assertMayGrant(caller, grants.get(role.id) ?? {}, `RoleCodes: ${role.name}`);
    await assertMayReach(caller, role, `RoleCodes: ${role.name}`);
  }
}

/**
 * 403 unless the caller may change or remove this user of the actor's account: the owner only
 * by themselves (or support), an administrator or a user with wider grants or filters only by
 * an administrator.
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
  const callerFilters = await caller.roleFilters();
  const filters = await readRoleFilters(db, caller.accountId, user.userCode);
  const isWider = filters.some((role) => filtersBeyond(role, callerFilters).length > 0);
  if (isAdmin || beyond.length > 0 || isWider) {
    throw new Forbidden('This user has rights you do not have; ask an administrator');
  }
}
