import { builtInRoles, mergeAuthorisation } from '@marquee/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { AuthContext } from '../../platform/http/auth-context';
import { loadUserRoles } from '../roles';
import type { AccessTokenClaims } from './access-token';

/** An open account; a closed one signs nobody in. */
async function accountWhere(db: Database, where: SQL) {
  const [account] = await db
    .select({ id: accounts.id, accountCode: accounts.accountCode, isActive: accounts.isActive })
    .from(accounts)
    .where(where);
  return account?.isActive ? account : undefined;
}

async function userWhere(db: Database, where: SQL) {
  const [user] = await db
    .select({
      id: users.id,
      userCode: users.userCode,
      userType: users.userType,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
      accountId: users.accountId,
    })
    .from(users)
    .where(where);
  return user;
}

/**
 * The user a token names: `sub` is the user code (always so in our own tokens); an external
 * issuer that has its own subjects names the user by an address it has verified instead.
 */
async function tokenUser(db: Database, claims: AccessTokenClaims) {
  const byCode = await userWhere(db, eq(users.userCode, claims.sub));
  if (byCode || !claims.email || claims.email_verified !== true) return byCode;
  return userWhere(db, sql`lower(${users.email}) = ${claims.email.trim().toLowerCase()}`);
}

/**
 * Turns verified token claims into who is asking: the user as stored now (so a removed or
 * deactivated user loses access at once), the account and the highest level per resource.
 * User type and account always come from the database, never from the token.
 */
export async function loadAuthContext(
  db: Database,
  claims: AccessTokenClaims,
): Promise<AuthContext | null> {
  const user = await tokenUser(db, claims);
  if (!user?.isActive) return null;

  if (claims.supportAccess) {
    // A support user acting in a customer account, with the account administrator's rights.
    if (user.userType !== 'Support' || !claims.accountCode) return null;
    const account = await accountWhere(db, eq(accounts.accountCode, claims.accountCode));
    if (!account) return null;
    return {
      userCode: user.userCode,
      accountId: account.id,
      accountCode: account.accountCode,
      userType: 'Support',
      isAdmin: true,
      authorisation: { ...builtInRoles.Administrator.grants },
      isSupportAccess: true,
    };
  }

  let account: { id: string; accountCode: string } | undefined;
  if (user.accountId) {
    account = await accountWhere(db, eq(accounts.id, user.accountId));
    if (!account) return null;
  }
  const roles = await loadUserRoles(db, user.id);
  const isAdmin =
    user.isAdmin || roles.some((role) => role.isBuiltin && role.roleName === 'Administrator');
  return {
    userCode: user.userCode,
    accountId: account?.id ?? null,
    accountCode: account?.accountCode ?? null,
    userType: user.userType,
    isAdmin,
    authorisation: mergeAuthorisation(roles.map((role) => role.grants)),
    isSupportAccess: false,
  };
}
