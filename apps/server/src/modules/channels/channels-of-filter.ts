import { and, asc } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { type Actor, playerConditionSql } from '../scope';
import { channelsOfPlayers } from './player-channels';
import { playerFilterCondition } from './player-filter-condition';

/** The most players one answer describes; the forecast call pages through more. */
export const maxPlayersOfFilter = 200;

/** The channels of the visible screens a saved player filter selects, first by name. */
export async function channelsOfFilter(db: Database, actor: Actor, filterCode: string) {
  const condition = await playerFilterCondition(db, actor, filterCode);
  const rows = await db
    .select({ id: players.id, playerFormatId: players.playerFormatId })
    .from(players)
    .where(and(await actor.players(), playerConditionSql(condition)))
    .orderBy(asc(players.name), asc(players.playerCode))
    .limit(maxPlayersOfFilter);
  return channelsOfPlayers(db, actor, rows);
}
