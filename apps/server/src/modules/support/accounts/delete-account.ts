import type { Database } from '../../../platform/db/database';
import { BadRequest } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { deleteAccountWithData } from '../../users';
import { reachableClient, type SupportActor } from '../../scope';

/**
 * Deletes a reachable account and, through its foreign keys, all its data. The caller repeats
 * the account's name, so a slip of a code cannot delete the wrong one. The audit entry names
 * the account in its details: its own audit rows go with it.
 */
export async function deleteAccount(
  db: Database,
  actor: SupportActor,
  accountCode: string,
  confirmName: string,
  ipAddress: string,
): Promise<void> {
  const client = await reachableClient(db, actor, accountCode, 'id');
  if (confirmName !== client.name) {
    throw new BadRequest('ConfirmAccountName: does not match the name of the account');
  }
  await db.transaction(async (tx) => {
    await deleteAccountWithData(tx, client.id);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: null,
      action: 'deleteAccount',
      details: { accountCode: client.accountCode, accountName: client.name },
      ipAddress,
    });
  });
}
