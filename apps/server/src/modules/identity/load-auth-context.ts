import {
  applyAccountApplications,
  builtInRoles,
  mergeAuthorisation,
  resolveFeatureFlags,
  type Authorisation,
} from '@marquee/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import { clientReach, reachedAccounts } from '../scope';
import { loadUserRoles } from '../roles';
import type { AccessTokenClaims } from './access-token';
import { hasEmail } from './user-email';

/** Who a token names as the database has it now, and the rows that answer rests on. */
export interface LoadedAuth {
  context: AuthContext;
  /** `user:<id>`, `account:<id>` and `role:<id>`: a change to any of them makes it stale. */
  dependsOn: string[];
}

const accountColumns = {
  id: accounts.id,
  accountCode: accounts.accountCode,
  name: accounts.name,
  ownerUserId: accounts.ownerUserId,
  isActive: accounts.isActive,
  featureFlags: accounts.featureFlags,
  disabledApplications: accounts.disabledApplications,
};

/** What the account switched on or off, as every signed-in user of it sees it. */
function accountSwitches(
  account: Pick<typeof accounts.$inferSelect, 'featureFlags' | 'disabledApplications'> | null,
  authorisation: Authorisation,
) {
  return {
    authorisation: account
      ? applyAccountApplications(authorisation, account.disabledApplications)
      : authorisation,
    disabledApplications: account?.disabledApplications ?? [],
    featureFlags: resolveFeatureFlags(account?.featureFlags ?? {}),
  };
}

/** An open account; a closed one signs nobody in. */
async function openAccount(db: Database, where: SQL) {
  const [account] = await db.select(accountColumns).from(accounts).where(where);
  return account?.isActive ? account : undefined;
}

/** The user with the account they belong to (customers), in one query. */
async function userWhere(db: Database, where: SQL) {
  const [row] = await db
    .select({ user: users, account: accountColumns })
    .from(users)
    .leftJoin(accounts, eq(accounts.id, users.accountId))
    .where(where);
  return row;
}

/**
 * The user a token names: `sub` is the user code (always so in our own tokens); an external
 * issuer that has its own subjects names the user by an address it has verified instead.
 */
async function tokenUser(db: Database, claims: AccessTokenClaims) {
  const byCode = await userWhere(db, eq(users.userCode, claims.sub));
  if (byCode || !claims.email || claims.email_verified !== true) return byCode;
  return userWhere(db, hasEmail(claims.email));
}

type TokenUser = NonNullable<Awaited<ReturnType<typeof tokenUser>>>['user'];

function profileOf(
  user: TokenUser,
  account: { name: string; ownerUserId: string | null } | null,
  roles: { roleCode: string; roleName: string }[],
): AuthContext['profile'] {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    languageCode: user.languageCode,
    dateFormat: user.dateFormat,
    defaultClientCode: user.defaultClientCode,
    roles,
    accountName: account?.name ?? null,
    isOwner: account !== null && account.ownerUserId === user.id,
  };
}

/**
 * A support user acting in a customer account, with the account administrator's rights, for
 * as long as their support roles still reach that account (checked on every request).
 */
async function loadSupportAccess(
  db: Database,
  user: TokenUser,
  accountCode: string,
): Promise<LoadedAuth | null> {
  const reach = await clientReach(db, user);
  const account = await openAccount(
    db,
    and(eq(accounts.accountCode, accountCode), reachedAccounts(reach)) as SQL,
  );
  // An account that turned support access off refuses support tokens, even ones issued before.
  if (!account || !resolveFeatureFlags(account.featureFlags).enableAuth) return null;
  const roles = await loadUserRoles(db, user.id);
  return {
    context: {
      userCode: user.userCode,
      accountId: account.id,
      accountCode: account.accountCode,
      userType: 'Support',
      isAdmin: true,
      ...accountSwitches(account, builtInRoles.Administrator.grants),
      isSupportAccess: true,
      profile: profileOf(user, { name: account.name, ownerUserId: null }, []),
    },
    dependsOn: [
      `user:${user.id}`,
      `account:${account.id}`,
      ...roles.map((role) => `role:${role.roleId}`),
    ],
  };
}

/**
 * Turns verified token claims into who is asking: the user as stored now (so a removed or
 * deactivated user loses access), the account and the highest level per resource, with the
 * user's own data for handlers that show it. User type and account always come from the
 * database, never from the token.
 */
export async function loadAuthContext(
  db: Database,
  claims: AccessTokenClaims,
): Promise<LoadedAuth | null> {
  const found = await tokenUser(db, claims);
  if (!found?.user.isActive) return null;
  const { user } = found;

  if (claims.supportAccess) {
    if (user.userType !== 'Support' || !claims.accountCode) return null;
    return loadSupportAccess(db, user, claims.accountCode);
  }

  const account = user.accountId ? found.account : null;
  if (user.accountId && !account?.isActive) return null;
  const roles = await loadUserRoles(db, user.id);
  const isAdmin =
    user.isAdmin || roles.some((role) => role.isBuiltin && role.roleName === 'Administrator');
  return {
    context: {
      userCode: user.userCode,
      accountId: account?.id ?? null,
      accountCode: account?.accountCode ?? null,
      userType: user.userType,
      isAdmin,
      ...accountSwitches(account, mergeAuthorisation(roles.map((role) => role.grants))),
      isSupportAccess: false,
      profile: profileOf(
        user,
        account,
        roles.map(({ roleCode, roleName }) => ({ roleCode, roleName })),
      ),
    },
    dependsOn: [
      `user:${user.id}`,
      ...(account ? [`account:${account.id}`] : []),
      ...roles.map((role) => `role:${role.roleId}`),
    ],
  };
}
