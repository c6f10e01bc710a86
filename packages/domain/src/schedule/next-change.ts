import { dayMs, fromLocalMs, offsetAt } from './local-time';
import type { ScheduleEdges } from './schedule-edges';

/**
 * Between date range edges the answer repeats every local week. A week and two days of edges
 * seen without a change proves it constant until the next date edge, even when a clock change
 * (or a skipped calendar day) hides some local times of that week.
 */
const quietSpanMs = 9 * dayMs;

/** The first whole second in (fromMs, toMs] at which the zone's offset is no longer `offset`. */
function offsetChangeBetween(
  fromMs: number,
  toMs: number,
  offset: number,
  timeZone: string,
): number | null {
  if (offsetAt(toMs, timeZone) === offset) return null;
  let same = Math.floor(fromMs / 1000);
  let changed = Math.floor(toMs / 1000);
  while (changed - same > 1) {
    const middle = Math.floor((same + changed) / 2);
    if (offsetAt(middle * 1000, timeZone) === offset) same = middle;
    else changed = middle;
  }
  return changed * 1000;
}

/**
 * The first instant after `fromMs` at which `answerAt` (a function of local time that can only
 * change at `edges`) gives another answer than at `fromMs`; null when it never does. Walks the
 * instants where the local clock reaches an edge or the zone's offset changes, so a window in a
 * skipped hour is not mistaken for a change and a repeated hour is seen twice.
 */
export function nextChange(
  edges: ScheduleEdges,
  timeZone: string,
  fromMs: number,
  answerAt: (localMs: number) => string,
): number | null {
  if (edges.isEmpty) return null;
  let instant = fromMs;
  let offset = offsetAt(instant, timeZone);
  const current = answerAt(instant + offset);
  let quietSince = instant + offset;
  for (;;) {
    const local = instant + offset;
    let next: number;
    if (local - quietSince >= quietSpanMs) {
      const dateEdge = edges.nextDateEdge(local);
      if (dateEdge === null) return null;
      next = fromLocalMs(dateEdge, timeZone);
      quietSince = dateEdge;
    } else {
      const edge = edges.nextEdge(local);
      if (edge === null) return null;
      next = edge - offset;
      next = offsetChangeBetween(instant, next, offset, timeZone) ?? next;
    }
    instant = next;
    offset = offsetAt(instant, timeZone);
    if (answerAt(instant + offset) !== current) return instant;
  }
}
