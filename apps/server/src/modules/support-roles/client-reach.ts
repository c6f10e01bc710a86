import { and, eq, isNull } from 'drizzle-orm';
import { accounts, roles, userRoles, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/auth-context';

/** Which clients a support user's roles reach: every one, or those of their fixed lists. */
export type ClientReach = { isEveryClient: true } | { isEveryClient: false; clientCodes: string[] };

/**
 * A role without a clients filter reaches every client, one with a fixed list only those
 * listed; a user reaches what any of their support roles reaches.
 */
export async function clientReach(db: Database, auth: AuthContext): Promise<ClientReach> {
  const filters = await db
    .select({ clientsFilter: roles.clientsFilter })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.application, 'Support')))
    .where(and(eq(users.userCode, auth.userCode), isNull(users.accountId)));
  if (filters.some(({ clientsFilter }) => !clientsFilter?.fixedPlayerList)) {
    return { isEveryClient: true };
  }
  const clientCodes = filters.flatMap(({ clientsFilter }) => clientsFilter?.fixedPlayerList ?? []);
  return { isEveryClient: false, clientCodes: [...new Set(clientCodes)] };
}

/**
 * The client (account) a support call names, if the caller's support roles reach it.
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
  const reach = await clientReach(db, auth);
  if (!reach.isEveryClient && !reach.clientCodes.includes(clientCode)) {
    throw new NotFound(`${field}: no such client`);
  }
  return client;
}
