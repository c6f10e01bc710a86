import { and, eq, notExists } from 'drizzle-orm';
import { players, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId } from '../../platform/db/id-array';
import type { SettingPlace } from './trigger-screens';

/**
 * Of these screens, those that play by the value written at `place`: no level nearer the screen
 * has its own row of the trigger (a screen's own; for the account's value, its location's too).
 * The others keep their own value, so they are not told of this one.
 */
export async function screensTakingValue(
  db: Database,
  triggerId: string,
  place: SettingPlace,
  playerIds: readonly string[],
): Promise<string[]> {
  if (place.playerId) return playerIds.filter((id) => id === place.playerId);
  if (!playerIds.length) return [];
  const ownRow = (level: ReturnType<typeof eq>) =>
    notExists(
      db
        .select({ id: triggerSettings.id })
        .from(triggerSettings)
        .where(and(eq(triggerSettings.triggerId, triggerId), level)),
    );
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(
      and(
        isAnyId(players.id, playerIds),
        ownRow(eq(triggerSettings.playerId, players.id)),
        place.locationId ? undefined : ownRow(eq(triggerSettings.locationId, players.locationId)),
      ),
    );
  return rows.map((row) => row.id);
}
