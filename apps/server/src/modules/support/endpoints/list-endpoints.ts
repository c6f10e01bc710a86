import type { Endpoint } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { countDeadLetters } from '../../../platform/jobs/dead-letters';
import type { SupportActor } from '../../scope';
import type { EndpointJobs } from './endpoint-jobs';
import { messageReach } from './message-reach';

/** Every endpoint with the count of the messages in its error queue that the caller may see. */
export async function listEndpoints(
  db: Database,
  actor: SupportActor,
  jobs: EndpointJobs,
): Promise<Endpoint[]> {
  const endpoints = jobs.endpoints();
  const counts = await countDeadLetters(
    db,
    jobs.namespace,
    endpoints.map((endpoint) => endpoint.id),
    await messageReach(db, actor),
  );
  return endpoints.map(({ id, name, direction }) => ({
    id,
    name,
    direction,
    messagesInErrorQueueCount: counts.get(id) ?? 0,
  }));
}
