import type { CallBody, locationOverview as overviewCall } from '@marquee/contracts';
import { eq, sql } from 'drizzle-orm';
import { accounts, locations, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';
import type { SupportActor } from '../../scope';
import {
  boundedCount,
  boundedCountSql,
  inReachedAccounts,
  overviewCandidateCap,
} from './overview-sql';

const accountOf = (column: typeof accounts.name | typeof accounts.accountCode) =>
  sql<string>`(select ${column} from ${accounts} where ${accounts.id} = ${locations.accountId})`;

/** A page of the reached clients' locations matching the search, with their screens counted up to a bound. */
export async function locationOverview(
  db: Database,
  actor: SupportActor,
  search: CallBody<typeof overviewCall>,
) {
  const reach = await actor.clients();
  const { rows, ...page } = await listPage(db, {
    table: locations,
    columns: {
      accountCode: accountOf(accounts.accountCode),
      accountName: accountOf(accounts.name),
      locationCode: locations.locationCode,
      name: locations.name,
      city: locations.city,
      screens: boundedCountSql(players, eq(players.locationId, locations.id)),
    },
    key: locations.id,
    where: inReachedAccounts(db, locations.accountId, reach, search.accountCode),
    search: { text: search.searchText, in: locations.name, candidateCap: overviewCandidateCap },
    sortKeys: { name: sortKey(locations.name) },
    orderBy: 'name',
    order: search.order,
    page: search,
  });
  return {
    locationOverview: rows.map((row) => ({ ...row, screens: boundedCount(row.screens) })),
    ...page,
  };
}
