import type { TriggerSetting } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { TriggerRow } from './trigger-rows';

/** Writes a trigger's account-level row: enabled with its setting, or Disabled keeping it. */
export async function writeAccountSetting(
  tx: Database,
  trigger: TriggerRow,
  input: { isEnabled: boolean; setting: TriggerSetting },
): Promise<void> {
  const state = input.isEnabled ? 'Explicit' : 'Disabled';
  await tx
    .insert(triggerSettings)
    .values({ triggerId: trigger.id, accountId: trigger.accountId, state, setting: input.setting })
    .onConflictDoUpdate({
      target: triggerSettings.triggerId,
      targetWhere: sql`${triggerSettings.locationId} is null and ${triggerSettings.playerId} is null`,
      set: { state, setting: input.setting },
    });
}
