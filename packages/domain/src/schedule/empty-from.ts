import type { TriggerStates } from '../triggers/trigger-types';
import { playingAt, scheduleChanges, type ScheduleLayer } from './resolve-schedule';
import { zoneLocalMs } from './zone-offsets';

/** How many answers are walked at most; a schedule changing more often is read as never empty. */
const maxAnswers = 2_000;

const isEmpty = (layers: readonly ScheduleLayer[], localMs: number, triggers?: TriggerStates) =>
  playingAt(layers, localMs, triggers).every((layer) => layer.items.length === 0);

/**
 * The first instant from `from` (inclusive) until `until` at which no layer has anything to play,
 * so the screen would show only its fallback (the overview's "playlist empty from"); null when
 * something plays throughout. Timer firings play in place of the schedule for a moment and do
 * not count.
 */
export function emptyFrom(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  from: Date,
  until: Date,
  triggers?: TriggerStates,
): Date | null {
  const fromMs = from.getTime();
  if (fromMs >= until.getTime()) return null;
  if (isEmpty(layers, zoneLocalMs(fromMs, timeZone), triggers)) return from;
  let answer = 0;
  for (const change of scheduleChanges(layers, timeZone, fromMs, triggers)) {
    answer += 1;
    if (answer >= maxAnswers || change.atMs >= until.getTime()) return null;
    if (isEmpty(layers, change.localMs, triggers)) return new Date(change.atMs);
  }
  return null;
}
