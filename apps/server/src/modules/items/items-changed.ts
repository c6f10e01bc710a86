import type { Database } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs/jobs-plugin';

/**
 * The queue an item write adds a job to, in its own transaction, for whatever shows items to
 * follow it: signs read items, items never call signs, so the news travels by this job.
 */
export const itemsChangedQueue = 'items.changed';

export interface ItemsChanged {
  accountId: string;
  /** Codes rather than ids, so a removed item still names the signs that showed it. */
  factCodes: string[];
}

export type ItemJobs = Pick<Jobs, 'enqueue'>;

/** Announces changed or removed items once `tx` commits; nothing when it rolls back. */
export async function noteItemsChanged(
  tx: Database,
  jobs: ItemJobs,
  change: ItemsChanged,
): Promise<void> {
  if (change.factCodes.length === 0) return;
  await jobs.enqueue(
    itemsChangedQueue,
    change,
    { accountId: change.accountId, summary: `${change.factCodes.length} items changed` },
    tx,
  );
}
