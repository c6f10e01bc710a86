import type { CallBody, inviteAccountUser as inviteCall } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import type { mailContext } from '../../identity';
import { clientActor, reachableClient, type SupportActor } from '../../scope';
import { inviteUser } from '../../users';

/**
 * Invites a user into a reachable account. Support acts there as the account's administrator
 * (as with a support-user access token), so any of its roles may be handed out.
 */
export async function inviteAccountUser(
  db: Database,
  actor: SupportActor,
  mail: Awaited<ReturnType<typeof mailContext>>,
  accountCode: string,
  input: CallBody<typeof inviteCall>,
) {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const inClient = clientActor(actor, { accountId: client.id, accountCode: client.accountCode });
  return inviteUser(db, { ...inClient, isAdmin: true }, mail, input);
}
