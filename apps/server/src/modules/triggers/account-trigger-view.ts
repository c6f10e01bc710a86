import type { AccountTrigger } from '@marquee/contracts';
import { and, inArray } from 'drizzle-orm';
import { triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { accountZone } from './account-zone';
import { isSettingActive } from './trigger-active-now';
import { accountLevel, type TriggerRow } from './trigger-rows';
import { broadcastsUsingTriggers } from './trigger-uses-read';

/** Triggers as the calls answer them: each with its account setting, whether it holds now and its users. */
export async function accountTriggerViews(
  db: Database,
  actor: Pick<Actor, 'accountId'>,
  rows: readonly TriggerRow[],
  now = Date.now(),
): Promise<AccountTrigger[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const settings = await db
    .select()
    .from(triggerSettings)
    .where(and(inArray(triggerSettings.triggerId, ids), accountLevel));
  const settingOf = new Map(settings.map((row) => [row.triggerId, row]));
  const users = await broadcastsUsingTriggers(db, ids);
  const timeZone = await accountZone(db, actor.accountId);
  return rows.map((row) => {
    const own = settingOf.get(row.id);
    const setting = own?.setting ?? {};
    const isEnabled = own?.state !== 'Disabled';
    return {
      triggerCode: row.triggerCode,
      trigger: {
        name: row.name,
        triggerGroup: row.triggerGroup,
        actionType: row.actionType,
        variableName: row.variableName,
        activeValue: row.activeValue,
      },
      setting,
      isEnabled,
      isActiveNow: isEnabled && isSettingActive(row, setting, { instantMs: now, timeZone }),
      usedBy: (users.get(row.id) ?? []).map(({ broadcastCode, broadcastName }) => ({
        broadcastCode,
        broadcastName,
      })),
    };
  });
}

/** One trigger's view. */
export async function accountTriggerView(
  db: Database,
  actor: Pick<Actor, 'accountId'>,
  row: TriggerRow,
) {
  const [view] = await accountTriggerViews(db, actor, [row]);
  return view!;
}
