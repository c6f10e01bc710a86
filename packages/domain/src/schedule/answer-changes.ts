import { dayMs, fromLocalMs } from './local-time';
import { isOnDuring } from './period';
import type { ScheduleEdges, Switched } from './schedule-edges';
import { nextOffsetChange, zoneOffsetAt } from './zone-offsets';

/**
 * Between date range edges the answer repeats every local week. A week and two days of edges
 * seen without a change proves it constant until the next date edge, even when a clock change
 * (or a skipped calendar day) hides some local times of that week.
 */
const quietSpanMs = 9 * dayMs;

const isOn = ({ periods, isOnAt }: Switched, localMs: number) =>
  isOnAt ? isOnAt(localMs) : isOnDuring(periods, localMs);

/** An instant at which the answer differs from the one before, with its local time. */
export interface AnswerChange {
  atMs: number;
  localMs: number;
}

/**
 * Each instant after `fromMs` at which `answerAt` (a function of local time, made of whether
 * each of `edges.switched` is on) gives another answer than just before, in order; it ends
 * when the answer never changes again. Walks the instants where the local clock reaches an
 * edge or the zone's offset changes, so a window in a skipped hour is not mistaken for a change
 * and a repeated hour is seen twice; at an edge only what may switch there is looked at, and
 * the answer is compared only when something did switch.
 */
export function* answerChanges(
  edges: ScheduleEdges,
  timeZone: string,
  fromMs: number,
  answerAt: (localMs: number) => string,
): Generator<AnswerChange> {
  if (edges.isEmpty) return;
  let instant = fromMs;
  let offset = zoneOffsetAt(instant, timeZone);
  let local = instant + offset;
  let current = answerAt(local);
  const states = new Map(edges.switched.map((item) => [item, isOn(item, local)]));
  const switches = (items: readonly Switched[]) => {
    let switched = false;
    for (const item of items) {
      const on = isOn(item, local);
      if (on !== states.get(item)) {
        states.set(item, on);
        switched = true;
      }
    }
    return switched;
  };
  let quietSince = local;
  for (;;) {
    let candidates: readonly Switched[] = edges.switched;
    if (local - quietSince >= quietSpanMs) {
      const dateEdge = edges.nextDateEdge(local);
      if (dateEdge === null) return;
      instant = fromLocalMs(dateEdge, timeZone);
      quietSince = dateEdge;
    } else {
      const edge = edges.nextEdge(local);
      // No edge ahead (only past dates, no weekly times): nothing can switch again.
      if (edge === null) return;
      const clockChange = nextOffsetChange(instant, edge - offset, timeZone);
      if (clockChange === null) candidates = edges.switchedAt(edge);
      instant = clockChange ?? edge - offset;
    }
    offset = zoneOffsetAt(instant, timeZone);
    local = instant + offset;
    if (!switches(candidates)) continue;
    const answer = answerAt(local);
    if (answer === current) continue;
    current = answer;
    quietSince = local;
    yield { atMs: instant, localMs: local };
  }
}
