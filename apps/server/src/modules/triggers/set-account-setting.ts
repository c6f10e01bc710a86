import type { TriggerSetting } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { accountTriggerView } from './account-trigger-view';
import { findTrigger } from './trigger-rows';
import { tellScreensOfTrigger } from './trigger-screens';
import { writeAccountSetting } from './write-account-setting';

/** Sets a trigger's account setting, or disables it for the account. */
export async function setAccountSetting(
  db: Database,
  actor: Actor,
  triggerCode: string,
  input: { isEnabled: boolean; setting: TriggerSetting },
  ipAddress: string,
) {
  const row = await db.transaction(async (tx) => {
    const row = await findTrigger(tx, actor, triggerCode, true);
    await writeAccountSetting(tx, row, input);
    await tellScreensOfTrigger(tx, actor.accountId, row.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'setAccountTriggerSetting',
      details: { triggerCode, ...input },
      ipAddress,
    });
    return row;
  });
  return accountTriggerView(db, actor, row);
}
