import type { ErrorMessage } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { listDeadLetters } from '../../../platform/jobs/dead-letters';
import type { SupportActor } from '../../scope';
import { endpointOf, type EndpointJobs } from './endpoint-jobs';
import { accountsOf, errorMessageView } from './error-message-view';
import { messageReach } from './message-reach';

/** The messages in an endpoint's error queue that the caller may see, newest failures first. */
export async function listErrorMessages(
  db: Database,
  actor: SupportActor,
  jobs: EndpointJobs,
  endpointId: string,
): Promise<ErrorMessage[]> {
  const endpoint = endpointOf(jobs, endpointId, 'id');
  const letters = await listDeadLetters(
    db,
    jobs.namespace,
    endpoint.id,
    await messageReach(db, actor),
  );
  const accounts = await accountsOf(db, letters);
  return letters.map((letter) => errorMessageView(letter, accounts.get(letter.accountId ?? '')));
}
