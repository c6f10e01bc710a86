import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { findDeadLetter } from '../../../platform/jobs/dead-letters';
import type { SupportActor } from '../../scope';
import { endpointOf, type EndpointJobs } from './endpoint-jobs';
import { accountsOf, errorMessageView } from './error-message-view';
import { messageReach } from './message-reach';

export interface MessageInput {
  endpointId: string;
  messageId: string;
}

/**
 * A message of an endpoint's error queue that the caller may act on, with the account it was for
 * (undefined for none) and its view for the audit; any other answers 404.
 */
export async function reachedErrorMessage(
  db: Database,
  actor: SupportActor,
  jobs: EndpointJobs,
  input: MessageInput,
) {
  const endpoint = endpointOf(jobs, input.endpointId, 'endpointId');
  const reach = await messageReach(db, actor);
  const letter = await findDeadLetter(db, jobs.namespace, endpoint.id, input.messageId, reach);
  if (!letter) throw new NotFound('messageId: no such message in the error queue');
  const account = (await accountsOf(db, [letter])).get(letter.accountId ?? '');
  return { letter, account, view: errorMessageView(letter, account) };
}

/** Thrown when the message went while the caller acted on it: another return or removal won. */
export function messageGone(): NotFound {
  return new NotFound('messageId: no such message in the error queue');
}
