import type { TriggerSetting } from '@marquee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { TriggerRow } from './trigger-rows';

/**
 * What a call does to a location's or screen's level: an own setting, Disabled, or back to
 * Default. A change without a setting keeps the one the level had.
 */
export type LevelChange =
  { state: 'Explicit' | 'Disabled'; setting?: TriggerSetting } | { state: 'Default' };

/** Writes (or, for Default, removes) a location's or a screen's row of a trigger. */
export async function writeLevelRow(
  tx: Database,
  trigger: TriggerRow,
  place: { locationId: string } | { playerId: string },
  change: LevelChange,
): Promise<void> {
  const isLocation = 'locationId' in place;
  const column = isLocation ? triggerSettings.locationId : triggerSettings.playerId;
  const placeId = isLocation ? place.locationId : place.playerId;
  if (change.state === 'Default') {
    await tx
      .delete(triggerSettings)
      .where(and(eq(triggerSettings.triggerId, trigger.id), eq(column, placeId)));
    return;
  }
  const { state, setting } = change;
  await tx
    .insert(triggerSettings)
    .values({ triggerId: trigger.id, accountId: trigger.accountId, ...place, state, setting })
    .onConflictDoUpdate({
      target: [triggerSettings.triggerId, column],
      targetWhere: sql`${column} is not null`,
      set: setting ? { state, setting } : { state },
    });
}
