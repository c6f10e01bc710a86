import { overviewCountBound } from '@marquee/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { reachedAccounts, type ClientReach } from '../../scope';

/** Matches a search considers at most before ordering; a common term stops here. */
export const overviewCandidateCap = 1000;

/** A size counted only up to the overview's bound, read as one correlated subquery. */
export function boundedCountSql(table: PgTable, where: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${table} where ${where} limit ${overviewCountBound + 1}) as capped)`;
}

export function boundedCount(counted: number) {
  return { count: Math.min(counted, overviewCountBound), isExact: counted <= overviewCountBound };
}

/** The ids of the reached accounts (and of the named one), as a condition on `accountId`. */
export function inReachedAccounts(
  db: Database,
  accountId: Parameters<typeof eq>[0],
  reach: ClientReach,
  accountCode?: string,
): SQL | undefined {
  const reached = reachedAccounts(reach);
  if (!reached && !accountCode) return undefined;
  const named = accountCode ? eq(accounts.accountCode, accountCode) : undefined;
  return inArray(
    accountId,
    db.select({ id: accounts.id }).from(accounts).where(and(reached, named)),
  );
}
