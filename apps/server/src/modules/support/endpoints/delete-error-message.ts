import type { Database } from '../../../platform/db/database';
import { deleteDeadLetter } from '../../../platform/jobs/dead-letters';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import type { EndpointJobs } from './endpoint-jobs';
import { messageGone, reachedErrorMessage, type MessageInput } from './reached-error-message';

/** Removes a message from the error queue for good; the audit keeps what it was. */
export async function deleteErrorMessage(
  db: Database,
  actor: SupportActor,
  jobs: EndpointJobs,
  input: MessageInput,
  ipAddress: string,
): Promise<void> {
  const { letter, account, view } = await reachedErrorMessage(db, actor, jobs, input);
  await db.transaction(async (tx) => {
    if (!(await deleteDeadLetter(tx, jobs.namespace, letter))) throw messageGone();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: account?.id ?? null,
      action: 'deleteEndpointMessage',
      details: { endpointId: letter.queue, before: { ...view, status: 'dead' }, after: null },
      ipAddress,
    });
  });
}
