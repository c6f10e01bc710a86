import { resolveSchedule, scheduleEdgesOf, type ScheduleLayer } from './resolve-schedule';

/** How many answers are walked at most; a schedule changing more often is read as never empty. */
const maxAnswers = 2_000;

/**
 * The first instant from `from` (inclusive) until `until` at which no layer has anything to play,
 * so the screen would show only its fallback (the overview's "playlist empty from"); null when
 * something plays throughout.
 */
export function emptyFrom(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  from: Date,
  until: Date,
): Date | null {
  const edges = scheduleEdgesOf(layers);
  let at = from;
  for (let answer = 0; answer < maxAnswers && at < until; answer += 1) {
    const resolved = resolveSchedule(layers, timeZone, at, edges);
    if (resolved.layers.every((layer) => layer.items.length === 0)) return at;
    if (!resolved.validUntil) return null;
    at = resolved.validUntil;
  }
  return null;
}
