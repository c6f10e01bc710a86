import { and, eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { isAnyId } from '../../platform/db/id-array';

/** The account's players a write touches; a player of another account is never touched. */
export interface AccountPlayers {
  accountId: string;
  playerIds: readonly string[];
}

/** One player of an account. */
export interface AccountPlayer {
  accountId: string;
  playerId: string;
}

export const rowsOf = ({ accountId, playerIds }: AccountPlayers) =>
  // One array parameter however many players: a bulk change can name thousands.
  and(isAnyId(players.id, playerIds), eq(players.accountId, accountId));

export const rowOf = ({ accountId, playerId }: AccountPlayer) =>
  rowsOf({ accountId, playerIds: [playerId] });
