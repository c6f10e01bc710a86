import { and, eq, isNull } from 'drizzle-orm';
import { accounts, roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';

/**
 * The client (account) a support call names, if the caller's support roles reach it: a role
 * without a clients filter reaches every client, one with a fixed list only those listed.
 * Anything else is 404, like a client that does not exist.
 */
export async function reachableClient(
  db: Database,
  auth: AuthContext,
  clientCode: string,
  field = 'client',
) {
  const [client] = await db.select().from(accounts).where(eq(accounts.accountCode, clientCode));
  if (!client) throw new NotFound(`${field}: no such client`);
  const filters = await db
    .select({ clientsFilter: roles.clientsFilter })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.application, 'Support')))
    .where(and(eq(users.userCode, auth.userCode), isNull(users.accountId)));
  const reaches = filters.some(
    ({ clientsFilter }) =>
      !clientsFilter?.fixedPlayerList || clientsFilter.fixedPlayerList.includes(clientCode),
  );
  if (!reaches) throw new NotFound(`${field}: no such client`);
  return client;
}
