import { readCondition } from '@marquee/domain';
import { and, asc, eq } from 'drizzle-orm';
import { players, savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { ScreensViewer } from '../players/find-player';
import { playerConditionSql } from '../players/player-condition-sql';
import { channelsOfPlayers } from './player-channels';

/** The most screens one answer describes; a forecast of more pages through narrower filters. */
export const maxScreensOfFilter = 200;

/** The channels of the visible screens a saved player filter selects, first by name. */
export async function channelsOfFilter(db: Database, viewer: ScreensViewer, filterCode: string) {
  const [filter] = await db
    .select({ condition: savedFilters.condition })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.accountId, viewer.accountId),
        eq(savedFilters.kind, 'Player'),
        eq(savedFilters.filterCode, filterCode),
      ),
    );
  if (!filter) throw new NotFound('FilterCode: no such filter');
  const read = readCondition(filter.condition);
  const condition = 'condition' in read ? read.condition : null;
  const rows = await db
    .select({ id: players.id, playerFormatId: players.playerFormatId })
    .from(players)
    .where(and(viewer.scope, playerConditionSql(condition)))
    .orderBy(asc(players.name), asc(players.playerCode))
    .limit(maxScreensOfFilter);
  return channelsOfPlayers(db, viewer, rows);
}
