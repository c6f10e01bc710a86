import type { CallBody, searchPlayers as searchPlayersCall } from '@marquee/contracts';
import { maxSkipItems } from '@marquee/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import { locations, players } from '../../db/schema';
import { countUpTo } from '../../platform/db/count-up-to';
import type { Database } from '../../platform/db/database';
import { containsText } from '../../platform/db/like-pattern';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { playerConditionSql } from '../scope';
import { playerListColumns, toPlayerListItems } from './player-list-items';

export type PlayerSearch = CallBody<typeof searchPlayersCall>;

const sortKeys = {
  Name: sortKey(players.name),
  Location: sortKey(
    sql`(select ${locations.name} from ${locations} where ${locations.id} = ${players.locationId})`,
    'text',
    true,
  ),
  Status: sortKey(players.lastHeartbeatAt),
  Created: sortKey(players.createdAt),
};

/**
 * A page of the players in `scope` that match the condition and the search text, with their
 * total counted up to the paging bound (null beyond it), so the count never walks every player.
 */
export async function searchPlayers(db: Database, scope: SQL, search: PlayerSearch) {
  const where = and(scope, playerConditionSql(search.Condition));
  const [{ rows, ...page }, total] = await Promise.all([
    listPage(db, {
      table: players,
      columns: playerListColumns,
      key: players.id,
      where,
      search: { text: search.SearchText, in: players.name },
      sortKeys,
      orderBy: search.OrderBy,
      order: search.Order,
      page: search,
    }),
    countUpTo(
      db,
      players,
      and(where, search.SearchText ? containsText(players.name, search.SearchText) : undefined),
      maxSkipItems,
    ),
  ]);
  return {
    Players: await toPlayerListItems(db, rows),
    TotalCount: total.isExact ? total.count : null,
    ...page,
  };
}
