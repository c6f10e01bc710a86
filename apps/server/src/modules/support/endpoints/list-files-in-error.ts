import type { FileInError } from '@marquee/contracts';
import { endpointOf, type EndpointJobs } from './endpoint-jobs';

/**
 * An endpoint's files in error: files an endpoint took in and could not import. No endpoint
 * takes files in yet (mail only sends, and media processing is work inside the system, not an
 * endpoint), so every known endpoint has none.
 */
export function listFilesInError(jobs: EndpointJobs, endpointId: string): FileInError[] {
  endpointOf(jobs, endpointId, 'id');
  return [];
}
