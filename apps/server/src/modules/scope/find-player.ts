import { and, eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyText } from '../../platform/db/id-array';
import { NotFound } from '../../platform/errors';
import type { Actor } from './actor';

/** The visible player with this code; 404 for any other, another account's included. */
export async function findPlayer(db: Database, actor: Actor, playerCode: string) {
  const [player] = await db
    .select()
    .from(players)
    .where(and(await actor.players(), eq(players.playerCode, playerCode)));
  if (!player) throw new NotFound('There is no screen with that code.');
  return player;
}

/** The ids of the visible players with these codes; 404 when any is not visible. */
export async function findPlayerIds(db: Database, actor: Actor, playerCodes: readonly string[]) {
  const unique = [...new Set(playerCodes)];
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(await actor.players(), isAnyText(players.playerCode, unique)));
  if (rows.length !== unique.length) throw new NotFound('There is no screen with that code.');
  return rows.map((row) => row.id);
}
