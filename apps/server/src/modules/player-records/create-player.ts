import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** A new player of an account, without a device until one is paired. */
export type NewPlayer = Pick<
  typeof players.$inferInsert,
  'accountId' | 'name' | 'playerFormatId' | 'locationId' | 'mountedDirection'
>;

/** Saves a new player; answers what its default channels are made from. */
export async function createPlayerRow(tx: Database, player: NewPlayer) {
  const [row] = await tx.insert(players).values(player).returning({
    id: players.id,
    accountId: players.accountId,
    playerFormatId: players.playerFormatId,
  });
  if (!row) throw new Error('Creating a player returned no row');
  return row;
}
