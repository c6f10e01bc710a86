import { eq } from 'drizzle-orm';
import { accounts, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';
import type { Tenant } from '../../platform/http/define-route';
import { assertMayChangeUser } from '../roles';
import { findAccountUser } from './find-account-user';

/**
 * Removes a user of the account; the owner stays until ownership is handed over, and a user
 * with rights the caller lacks stays too.
 */
export async function deleteUser(
  db: Database,
  tenant: Tenant,
  auth: AuthContext,
  userCode: string,
) {
  const user = await findAccountUser(db, tenant, userCode, 'id');
  const [account] = await db
    .select({ ownerUserId: accounts.ownerUserId })
    .from(accounts)
    .where(eq(accounts.id, tenant.accountId));
  if (account?.ownerUserId === user.id)
    throw new Conflict('The owner cannot be removed; hand over ownership first');
  await assertMayChangeUser(db, tenant, auth, user);
  await db.delete(users).where(eq(users.id, user.id));
}
