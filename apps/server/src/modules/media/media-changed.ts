import type { Database } from '../../platform/db/database';
import type { MediaPlatform } from './media-context';

/**
 * The queue a write that replaces or removes media adds a job to, in its own transaction, for what
 * shows media inside itself (a sign's photo) to follow: signs read media, media never call signs.
 */
export const mediaChangedQueue = 'media.changed';

export interface MediaChanged {
  accountId: string;
  /** Codes rather than ids, so removed media still name the signs that showed them. */
  mediaCodes: string[];
}

/** Announces replaced or removed media once `tx` commits; nothing when it rolls back. */
export async function noteMediaChanged(
  tx: Database,
  platform: Pick<MediaPlatform, 'jobs'>,
  change: MediaChanged,
): Promise<void> {
  if (change.mediaCodes.length === 0) return;
  await platform.jobs.enqueue(
    mediaChangedQueue,
    change,
    { accountId: change.accountId, summary: `${change.mediaCodes.length} media changed` },
    tx,
  );
}
