import type { accountsOverview as overviewCall, CallBody } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { accounts, locations, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';
import { reachedAccounts, type SupportActor } from '../roles';
import { boundedCount, boundedCountSql, overviewCandidateCap } from './overview-sql';

const sortKeys = { clientName: sortKey(accounts.name), clientCode: sortKey(accounts.accountCode) };

/** A page of the reached clients matching the search, with their screens and locations counted up to a bound. */
export async function accountsOverview(
  db: Database,
  actor: SupportActor,
  search: CallBody<typeof overviewCall>,
) {
  const { rows, ...page } = await listPage(db, {
    table: accounts,
    columns: {
      clientCode: accounts.accountCode,
      clientName: accounts.name,
      businessType: accounts.businessType,
      isActive: accounts.isActive,
      screens: boundedCountSql(players, eq(players.accountId, accounts.id)),
      locations: boundedCountSql(locations, eq(locations.accountId, accounts.id)),
    },
    key: accounts.id,
    where: reachedAccounts(await actor.clients()),
    search: { text: search.searchText, in: accounts.name, candidateCap: overviewCandidateCap },
    sortKeys,
    orderBy: search.orderBy,
    order: search.order,
    page: search,
  });
  return {
    accounts: rows.map((row) => ({
      ...row,
      screens: boundedCount(row.screens),
      locations: boundedCount(row.locations),
    })),
    ...page,
  };
}
