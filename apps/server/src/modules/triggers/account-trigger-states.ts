import type { ScreenManifest } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { triggers, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { accountLevel } from './trigger-rows';

/**
 * These triggers of the account as a screen at none of its locations sees them: the definition
 * and the account's setting (null when the account disabled the trigger), by code. A code the
 * account has no trigger of is left out.
 */
export async function accountTriggerStates(
  db: Database,
  accountId: string,
  triggerCodes: readonly string[],
): Promise<ScreenManifest['triggers']> {
  if (!triggerCodes.length) return {};
  const rows = await db
    .select({
      triggerCode: triggers.triggerCode,
      name: triggers.name,
      triggerGroup: triggers.triggerGroup,
      actionType: triggers.actionType,
      variableName: triggers.variableName,
      activeValue: triggers.activeValue,
      state: triggerSettings.state,
      setting: triggerSettings.setting,
    })
    .from(triggers)
    .leftJoin(triggerSettings, and(eq(triggerSettings.triggerId, triggers.id), accountLevel))
    .where(
      and(eq(triggers.accountId, accountId), inArray(triggers.triggerCode, [...triggerCodes])),
    );
  return Object.fromEntries(
    rows.map(({ triggerCode, state, setting, ...definition }) => [
      triggerCode,
      { definition, setting: state === 'Disabled' ? null : (setting ?? {}) },
    ]),
  );
}
