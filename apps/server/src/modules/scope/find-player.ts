import { and, eq, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyText } from '../../platform/db/id-array';
import type { Tenant } from '../../platform/http/define-route';
import { NotFound } from '../../platform/errors';
import type { Actor } from './actor';

/** The account a screens call acts in and which of its players the user may see at all. */
export interface ScreensViewer extends Tenant {
  /** A predicate over `players` (see `screensScope`). */
  scope: SQL;
}

/** The screens the caller may see, whichever of the two ways it is given. */
const screensOf = (caller: Actor | ScreensViewer) =>
  'scope' in caller ? Promise.resolve(caller.scope) : caller.screens();

/** The visible player with this code; 404 for any other, another account's included. */
export async function findPlayer(db: Database, actor: Actor | ScreensViewer, playerCode: string) {
  const [player] = await db
    .select()
    .from(players)
    .where(and(await screensOf(actor), eq(players.playerCode, playerCode)));
  if (!player) throw new NotFound('There is no screen with that code.');
  return player;
}

/** The ids of the visible players with these codes; 404 when any is not visible. */
export async function findPlayerIds(
  db: Database,
  actor: Actor | ScreensViewer,
  playerCodes: readonly string[],
) {
  const unique = [...new Set(playerCodes)];
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(and(await screensOf(actor), isAnyText(players.playerCode, unique)));
  if (rows.length !== unique.length) throw new NotFound('There is no screen with that code.');
  return rows.map((row) => row.id);
}
