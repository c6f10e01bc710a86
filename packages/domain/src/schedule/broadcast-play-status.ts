import { toLocalMs } from './local-time';
import { isOnDuring, type Period } from './period';

/** Where a broadcast stands now, as its list says it (001 section 2, status column). */
export const broadcastPlayStatuses = ['Playing', 'NotPlayingNow', 'Paused', 'NoScreens'] as const;
export type BroadcastPlayStatus = (typeof broadcastPlayStatuses)[number];

/**
 * Whether a broadcast plays now on the screens it reaches. Its periods are wall-clock times of
 * each screen's own zone, so it is Playing when they hold now in the zone of at least one
 * reached screen, read with the rule the resolver plays by. A draft plays nowhere (Paused), and a
 * confirmed broadcast that reaches no screen plays nowhere either, which its hours must not hide.
 */
export function broadcastPlayStatusOf(
  broadcast: { status: 'Draft' | 'Confirmed'; periods: readonly Period[] },
  reachedZones: readonly string[],
  instantMs: number,
): BroadcastPlayStatus {
  if (broadcast.status !== 'Confirmed') return 'Paused';
  if (reachedZones.length === 0) return 'NoScreens';
  const isOnSomewhere = reachedZones.some((zone) =>
    isOnDuring(broadcast.periods, toLocalMs(instantMs, zone)),
  );
  return isOnSomewhere ? 'Playing' : 'NotPlayingNow';
}
