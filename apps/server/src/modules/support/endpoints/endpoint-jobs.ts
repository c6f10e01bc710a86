import type { Jobs } from '../../../platform/jobs/jobs-plugin';
import { NotFound } from '../../../platform/errors';
import type { Endpoint } from '../../../platform/jobs/endpoints';

/** What the endpoint operations use of the job queue: its endpoints and whose jobs they are. */
export type EndpointJobs = Pick<Jobs, 'endpoints' | 'namespace'>;

/** The endpoint an id names; any other id answers 404 like an endpoint that does not exist. */
export function endpointOf(jobs: EndpointJobs, id: string, field: string): Endpoint {
  const endpoint = jobs.endpoints().find((known) => known.id === id);
  if (!endpoint) throw new NotFound(`${field}: no such endpoint`);
  return endpoint;
}
