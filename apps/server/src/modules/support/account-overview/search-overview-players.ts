import type { CallBody, searchOverviewPlayers as searchCall } from '@marquee/contracts';
import { statusReportSchema } from '@marquee/contracts';
import { resolveFeatureFlags } from '@marquee/domain';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { accounts, locations, players, type StoredStatusReport } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { containsText } from '../../../platform/db/like-pattern';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';
import { playerStatusOf } from '../../players';
import {
  fleetConditionSql,
  reachedAccounts,
  type ClientReach,
  type SupportActor,
} from '../../scope';
import { inReachedAccounts, overviewCandidateCap } from './overview-sql';

export type OverviewPlayerSearch = CallBody<typeof searchCall>;

// By account name then the screen's: the flat overview lists every screen of an account together,
// in the order the account column beside them says. The account is joined, not read by a
// subquery, so the order follows the accounts' (name, id) index and only each account's own
// players are sorted (an incremental sort): a page reads the accounts up to its last row, not
// every player of the fleet sorted. The cursor's account name starts the index scan.
const sortKeys = {
  name: sortKey(players.name),
  accountName: [sortKey(accounts.name), sortKey(players.name)],
};
const locationOf = (column: typeof locations.name | typeof locations.locationCode) =>
  sql<
    string | null
  >`(select ${column} from ${locations} where ${locations.id} = ${players.locationId})`;

/**
 * Players whose own name, account name or location name holds the text. Each side is its own
 * index-driven query (trigram on the name; the account or location index for the players of
 * named ones), capped, and the union is capped again before anything is ordered: a filter of
 * OR-ed subqueries would scan every player for a rare term.
 */
function matchingCandidates(
  db: Database,
  reach: ClientReach,
  where: SQL | undefined,
  text: string,
): SQL {
  const namedAccounts = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(containsText(accounts.name, text), reachedAccounts(reach)))
    .limit(overviewCandidateCap);
  const namedLocations = db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(containsText(locations.name, text), inReachedAccounts(db, locations.accountId, reach)),
    )
    .limit(overviewCandidateCap);
  const side = (matches: SQL) =>
    db
      .select({ id: players.id })
      .from(players)
      .where(and(where, matches))
      .limit(overviewCandidateCap);
  const named = side(containsText(players.name, text));
  const ofAccounts = side(inArray(players.accountId, namedAccounts));
  const atLocations = side(inArray(players.locationId, namedLocations));
  return sql`${players.id} in (select matched.id from ((${named}) union (${ofAccounts}) union (${atLocations})) as matched limit ${overviewCandidateCap})`;
}

/** The address the gateway stored beside the screen's own report. */
function remoteAddressOf(stored: StoredStatusReport | null): string | null {
  return typeof stored?.remoteAddress === 'string' ? stored.remoteAddress : null;
}

/** A page of the players of every client the caller reaches, matching the search. */
export async function searchOverviewPlayers(
  db: Database,
  actor: SupportActor,
  search: OverviewPlayerSearch,
) {
  const reach = await actor.clients();
  const where = and(
    inReachedAccounts(db, players.accountId, reach, search.accountCode),
    search.locationCode
      ? inArray(
          players.locationId,
          db
            .select({ id: locations.id })
            .from(locations)
            .where(eq(locations.locationCode, search.locationCode)),
        )
      : undefined,
    fleetConditionSql(search.filterCondition),
  );
  const { rows, ...page } = await listPage(db, {
    table: players,
    join: { table: accounts, on: eq(accounts.id, players.accountId) },
    columns: {
      player: players,
      accountCode: accounts.accountCode,
      accountName: accounts.name,
      locationCode: locationOf(locations.locationCode),
      locationName: locationOf(locations.name),
      accountFeatureFlags: accounts.featureFlags,
    },
    key: players.id,
    where: and(
      where,
      search.searchText ? matchingCandidates(db, reach, where, search.searchText) : undefined,
    ),
    sortKeys,
    orderBy: search.orderBy,
    order: search.order,
    page: search,
  });
  const now = new Date();
  return {
    accountsAndPlayers: rows.map(({ player, accountFeatureFlags, ...names }) => {
      const report = statusReportSchema.safeParse(player.statusReport);
      const reported = report.success ? report.data : null;
      return {
        ...names,
        playerCode: player.playerCode,
        name: player.name,
        status: playerStatusOf(player, now),
        lastHeartbeatAt: player.lastHeartbeatAt?.toISOString() ?? null,
        resolution: reported ? `${reported.resolution.width}x${reported.resolution.height}` : null,
        os: reported?.userAgent ?? null,
        playerVersion: reported?.appVersion ?? null,
        ipAddress: remoteAddressOf(player.statusReport),
        nextEmptyTimestamp: reported?.playlistEmptyFrom ?? null,
        errors: reported?.errors ?? [],
        isAccountSupportAccessEnabled: resolveFeatureFlags(accountFeatureFlags).enableAuth,
      };
    }),
    ...page,
  };
}
