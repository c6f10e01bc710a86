import { resolveFeatureFlags, type StoredFeatureFlags } from '@marquee/domain';
import type { Database } from '../../../platform/db/database';
import { recordAudit } from '../../audit';
import { reachableClient, type SupportActor } from '../../scope';
import { writeAccountSwitches } from '../../users';
import { lockedAccount } from './locked-account';

/** Sets the named feature flags of a reachable account; the others keep their value. */
export async function setFeatureFlags(
  db: Database,
  actor: SupportActor,
  input: { accountCode: string; flags: StoredFeatureFlags },
  ipAddress: string,
) {
  const { id } = await reachableClient(db, actor, input.accountCode, 'accountCode');
  return db.transaction(async (tx) => {
    const account = await lockedAccount(tx, id);
    const featureFlags = { ...account.featureFlags, ...input.flags };
    await writeAccountSwitches(tx, account.id, { featureFlags });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: account.id,
      action: 'setFeatureFlags',
      details: {
        before: resolveFeatureFlags(account.featureFlags),
        after: resolveFeatureFlags(featureFlags),
      },
      ipAddress,
    });
    return resolveFeatureFlags(featureFlags);
  });
}
