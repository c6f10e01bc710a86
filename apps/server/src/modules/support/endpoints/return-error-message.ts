import type { Database } from '../../../platform/db/database';
import { requeueDeadLetter } from '../../../platform/jobs/dead-letters';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import type { EndpointJobs } from './endpoint-jobs';
import { messageGone, reachedErrorMessage, type MessageInput } from './reached-error-message';

/**
 * Puts a message of the error queue back in its queue with its attempts reset. Of two returns
 * of one message only one finds it still in the error queue; the other answers 404, so the
 * message runs once.
 */
export async function returnErrorMessage(
  db: Database,
  actor: SupportActor,
  jobs: EndpointJobs,
  input: MessageInput,
  ipAddress: string,
): Promise<void> {
  const { letter, account, view } = await reachedErrorMessage(db, actor, jobs, input);
  await db.transaction(async (tx) => {
    if (!(await requeueDeadLetter(tx, jobs.namespace, letter))) throw messageGone();
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: account?.id ?? null,
      action: 'returnEndpointMessage',
      details: {
        endpointId: letter.queue,
        before: { ...view, status: 'dead' },
        after: { messageId: letter.id, status: 'queued', attempts: 0 },
      },
      ipAddress,
    });
  });
}
