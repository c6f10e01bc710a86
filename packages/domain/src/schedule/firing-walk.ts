import { nextTimerFiring } from '../triggers/trigger-activity';
import type { TriggerInterval } from '../triggers/trigger-types';
import type { ScheduleEdges } from './schedule-edges';
import { nextOffsetChange, zoneLocalMs, zoneOffsetAt } from './zone-offsets';

/**
 * A timer's first firing after `afterMs`, up to `untilMs`, at which `contentAt` (a function of
 * local time, made of the periods in `edges`) has something to play. Between two edges the
 * content stays the same, so after an empty firing the walk jumps to the first firing at or
 * after the next edge or clock change instead of looking at every firing.
 */
export function firstFiringWith<T>(
  interval: TriggerInterval,
  edges: ScheduleEdges,
  timeZone: string,
  afterMs: number,
  untilMs: number,
  contentAt: (localMs: number) => T | null,
): { atMs: number; content: T } | null {
  let atMs = nextTimerFiring(interval, timeZone, afterMs);
  while (atMs <= untilMs) {
    const localMs = zoneLocalMs(atMs, timeZone);
    const content = contentAt(localMs);
    if (content !== null) return { atMs, content };
    const edge = edges.nextEdge(localMs);
    if (edge === null) return null;
    const edgeMs = edge - zoneOffsetAt(atMs, timeZone);
    const target = nextOffsetChange(atMs, edgeMs, timeZone) ?? edgeMs;
    atMs = nextTimerFiring(interval, timeZone, target - 1);
  }
  return null;
}
