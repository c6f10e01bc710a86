import { and, eq, inArray } from 'drizzle-orm';
import { players } from '../../db/schema';

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
  and(inArray(players.id, [...playerIds]), eq(players.accountId, accountId));

export const rowOf = ({ accountId, playerId }: AccountPlayer) =>
  rowsOf({ accountId, playerIds: [playerId] });
