import { and, eq, type SQL } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playersReachedWithin, recordContentChange } from '../content';
import { broadcastsUsingTriggers } from './trigger-uses-read';

/** Where a setting was written: the whole account, one location's screens or one screen. */
export type SettingPlace = { locationId?: string; playerId?: string };

/**
 * The screens a change of this trigger's setting at a place can change what plays on: those
 * there that a broadcast using the trigger reaches.
 */
export async function screensOfTrigger(
  db: Database,
  accountId: string,
  triggerId: string,
  place: SettingPlace = {},
): Promise<string[]> {
  const users = (await broadcastsUsingTriggers(db, [triggerId])).get(triggerId) ?? [];
  if (!users.length) return [];
  const within: SQL[] = [eq(players.accountId, accountId)];
  if (place.locationId) within.push(eq(players.locationId, place.locationId));
  if (place.playerId) within.push(eq(players.id, place.playerId));
  return playersReachedWithin(
    db,
    and(...within)!,
    users.map((user) => user.broadcastId),
  );
}

/** Tells the screens a setting change reaches, in the writer's transaction; answers which. */
export async function tellScreensOfTrigger(
  tx: Database,
  accountId: string,
  triggerId: string,
  place: SettingPlace = {},
): Promise<string[]> {
  const playerIds = await screensOfTrigger(tx, accountId, triggerId, place);
  await recordContentChange(tx, { accountId, playerIds });
  return playerIds;
}
