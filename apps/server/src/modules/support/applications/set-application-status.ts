import type { AccountApplicationCode } from '@marquee/domain';
import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import { reachableClient, type SupportActor } from '../../scope';
import { writeAccountSwitches } from '../../users';
import { lockedAccount } from './locked-account';
import { applicationStatuses } from './application-statuses';

/**
 * Switches an application on or off for a reachable account. Only the switch changes: what the
 * account made with the application stays, to be there again when it is switched back on.
 */
export async function setApplicationStatus(
  db: Database,
  actor: SupportActor,
  input: { accountCode: string; applicationCode: AccountApplicationCode; isEnabled: boolean },
  ipAddress: string,
) {
  const { id } = await reachableClient(db, actor, input.accountCode, 'accountCode');
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    const others = account.disabledApplications.filter((code) => code !== input.applicationCode);
    const disabledApplications = input.isEnabled ? others : [...others, input.applicationCode];
    await writeAccountSwitches(tx, account.id, { disabledApplications });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: account.id,
      action: 'setApplicationStatus',
      details: {
        applicationCode: input.applicationCode,
        before: !account.disabledApplications.includes(input.applicationCode),
        after: input.isEnabled,
      },
      ipAddress,
    });
    const statuses = applicationStatuses({
      accountCode: account.accountCode,
      disabledApplications,
    });
    return statuses.find((status) => status.applicationCode === input.applicationCode)!;
  });
}
