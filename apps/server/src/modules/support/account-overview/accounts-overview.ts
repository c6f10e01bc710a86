import type { accountsOverview as overviewCall, CallBody } from '@marquee/contracts';
import { resolveFeatureFlags } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { accounts, locations, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import type { SupportActor } from '../../scope';
import { clientListColumns, reachedClientsList } from '../roles';
import { boundedCount, boundedCountSql, overviewCandidateCap } from './overview-sql';

/** A page of the reached clients matching the search, with their screens and locations counted up to a bound. */
export async function accountsOverview(
  db: Database,
  actor: SupportActor,
  search: CallBody<typeof overviewCall>,
) {
  const { rows, ...page } = await listPage(db, {
    ...(await reachedClientsList(actor)),
    columns: {
      ...clientListColumns,
      screens: boundedCountSql(players, eq(players.accountId, accounts.id)),
      locations: boundedCountSql(locations, eq(locations.accountId, accounts.id)),
      featureFlags: accounts.featureFlags,
    },
    search: { text: search.searchText, in: accounts.name, candidateCap: overviewCandidateCap },
    orderBy: search.orderBy,
    order: search.order,
    page: search,
  });
  return {
    accounts: rows.map(({ featureFlags, ...row }) => ({
      ...row,
      screens: boundedCount(row.screens),
      locations: boundedCount(row.locations),
      isSupportAccessEnabled: resolveFeatureFlags(featureFlags).enableAuth,
    })),
    ...page,
  };
}
