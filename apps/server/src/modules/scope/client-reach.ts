import { readCondition } from '@marquee/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { accounts, roles, userRoles, users } from '../../db/schema';
import type { SavedFilter } from '../../db/schema/columns';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { clientConditionSql } from './client-condition-sql';
import type { SupportActor } from './support-actor';

/**
 * Which clients a support user's roles reach: every one, or the accounts a predicate over
 * `accounts` holds for, so callers filter in the database (with paging) rather than in memory.
 */
export type ClientReach = { isEveryClient: true } | { isEveryClient: false; accounts: SQL };

const noClient = sql`false`;

/**
 * What one role's clients filter reaches; undefined is every client. The fixed list and the
 * condition add up: a role reaches the clients it lists and those its condition matches. An
 * empty list, like a condition without sub-conditions, counts as none. A stored condition
 * that no longer reads (saved before roles were checked) reaches nothing rather than all.
 */
function roleReach(filter: SavedFilter | null): SQL | undefined {
  const list = filter?.fixedPlayerList ?? [];
  const read = readCondition(filter?.condition);
  const condition = 'problem' in read ? noClient : clientConditionSql(read.condition);
  if (list.length === 0) return condition;
  const listed = inArray(accounts.accountCode, list);
  return condition ? or(listed, condition) : listed;
}

/** A user reaches what any of their support roles reaches; with none, no client. */
export async function clientReach(db: Database, user: { userCode: string }): Promise<ClientReach> {
  const filters = await db
    .select({ clientsFilter: roles.clientsFilter })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.application, 'Support')))
    .where(and(eq(users.userCode, user.userCode), isNull(users.accountId)));
  const reaches = filters.map(({ clientsFilter }) => roleReach(clientsFilter));
  if (reaches.some((reach) => reach === undefined)) return { isEveryClient: true };
  return { isEveryClient: false, accounts: or(...reaches) ?? noClient };
}

/** The reach as a condition for a query over `accounts`; undefined leaves it unrestricted. */
export function reachedAccounts(reach: ClientReach): SQL | undefined {
  return reach.isEveryClient ? undefined : reach.accounts;
}

/**
 * The client (account) a support call names, if the caller's support roles reach it.
 * Anything else is 404, like a client that does not exist.
 */
export async function reachableClient(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  field = 'client',
) {
  const [client] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.accountCode, clientCode), reachedAccounts(await actor.clients())));
  if (!client) throw new NotFound(`${field}: no such client`);
  return client;
}

/** The codes among `codes` that name clients the reach includes. */
export async function knownClients(db: Database, reach: ClientReach, codes: readonly string[]) {
  if (codes.length === 0) return new Set<string>();
  const rows = await db
    .select({ code: accounts.accountCode })
    .from(accounts)
    .where(and(inArray(accounts.accountCode, [...codes]), reachedAccounts(reach)));
  return new Set(rows.map((row) => row.code));
}
