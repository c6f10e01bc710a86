import { builtInRoles, mergeAuthorisation } from '@marquee/domain';
import { eq, type SQL } from 'drizzle-orm';
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

/**
 * Turns verified token claims into who is asking: the user as stored now (so a removed or
 * deactivated user loses access at once), the account and the highest level per resource.
 */
export async function loadAuthContext(
  db: Database,
  claims: AccessTokenClaims,
): Promise<AuthContext | null> {
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
    .where(eq(users.userCode, claims.sub));
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
