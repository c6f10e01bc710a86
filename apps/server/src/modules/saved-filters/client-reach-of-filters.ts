import { conditionLeaves, type FilterCondition } from '@marquee/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import { accounts, savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { knownClients, reachedAccounts } from '../scope';
import type { FilterCaller } from './filter-caller';

/*
 * The provider's player filters are shared by its support staff, but a filter that names a
 * client (a Clients node, In or NotIn) outside a support user's reach is, to them, not there:
 * not listed, and 404 to read, change or delete. Nor may they save one naming such a client.
 */

/** Every client code a stored condition names, read in the database from its Clients nodes. */
const namedClientCodes = sql`jsonb_path_query(${savedFilters.condition}, 'lax $.** ? (@.nodeType == "Clients").codes[*]')`;

/**
 * A predicate over `saved_filters`: the filters that name no client outside the caller's reach;
 * undefined for a caller who reaches every client, and for customers, whose filters name none.
 */
export async function filtersInClientReach(actor: FilterCaller): Promise<SQL | undefined> {
  if (actor.accountId !== null) return undefined;
  const reached = reachedAccounts(await actor.clients());
  if (!reached) return undefined;
  return sql`not exists (select 1 from ${namedClientCodes} as named(code) where not exists (select 1 from ${accounts} where ${and(
    sql`${accounts.accountCode} = named.code #>> '{}'`,
    reached,
  )}))`;
}

/** 404 naming the first client the condition names outside the caller's reach. */
export async function assertNamesReachedClients(
  db: Database,
  actor: FilterCaller,
  condition: FilterCondition,
) {
  if (actor.accountId !== null) return;
  const leaves = conditionLeaves(condition).filter(({ leaf }) => leaf.nodeType === 'Clients');
  const codes = [...new Set(leaves.flatMap(({ leaf }) => leaf.codes))];
  const known = await knownClients(db, await actor.clients(), codes);
  for (const { path, leaf } of leaves) {
    const unknown = leaf.codes.find((code) => !known.has(code));
    if (unknown !== undefined) {
      throw new NotFound(`Filter.Condition.${path}.codes: no such client ${unknown}`);
    }
  }
}
