import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Tenant } from '../../platform/http/define-route';

/** A user of the tenant's account by code; another account's user is simply not found. */
export async function findAccountUser(
  db: Database,
  tenant: Tenant,
  userCode: string,
  field = 'UserId',
) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, tenant.accountId), eq(users.userCode, userCode)));
  if (!user) throw new NotFound(`${field}: no such user in this account`);
  return user;
}
