import { dayMs } from './local-time';
import type { Switched } from './schedule-edges';

/**
 * A takeover that takes over its layer only in windows: from each local midnight, one every
 * `everyMinutes`, each `forSeconds` long. Null on a broadcast: continuous.
 */
export interface TakeoverRecurrence {
  everyMinutes: number;
  forSeconds: number;
}

/** The bounds the editor and the API keep to. */
export const takeoverRecurrenceBounds = {
  everyMinutes: { min: 1, max: 1440 },
  forSeconds: { min: 5, max: 3600 },
} as const;

const isWithin = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isInteger(value) && value >= min && value <= max;

/** Windows the API takes: whole numbers in bounds, each window shorter than the time between. */
export const isTakeoverRecurrence = ({ everyMinutes, forSeconds }: TakeoverRecurrence): boolean =>
  isWithin(everyMinutes, takeoverRecurrenceBounds.everyMinutes) &&
  isWithin(forSeconds, takeoverRecurrenceBounds.forSeconds) &&
  forSeconds < everyMinutes * 60;

/**
 * Whether a local time lies in a window. Windows are counted on the wall clock from local
 * midnight, as periods are, so a clock change shifts none of them; the day's last window ends
 * at midnight at the latest, where the count starts again.
 */
export function isInTakeoverWindow(recurrence: TakeoverRecurrence, localMs: number): boolean {
  const timeOfDay = ((localMs % dayMs) + dayMs) % dayMs;
  return timeOfDay % (recurrence.everyMinutes * 60_000) < recurrence.forSeconds * 1000;
}

/**
 * The first local time after `localMs` at which the windows switch on or off, worked out on the
 * wall clock rather than by stepping through them: inside a window its end, between two the next
 * one's start. A window cut at midnight runs on into the day's first one, so it switches off only
 * at that one's end.
 */
export function nextWindowSwitch(recurrence: TakeoverRecurrence, localMs: number): number {
  const everyMs = recurrence.everyMinutes * 60_000;
  const lengthMs = recurrence.forSeconds * 1000;
  const timeOfDay = ((localMs % dayMs) + dayMs) % dayMs;
  const midnight = localMs - timeOfDay;
  const start = timeOfDay - (timeOfDay % everyMs);
  if (timeOfDay >= start + lengthMs) return midnight + Math.min(start + everyMs, dayMs);
  return start + lengthMs < dayMs ? midnight + start + lengthMs : midnight + dayMs + lengthMs;
}

/**
 * A takeover's windows as something that switches on and off, each switch worked out on the wall
 * clock when asked rather than listed (windows every minute would list 2,880 edges a day). They
 * can change what plays only while the channel has something on (`hasSomethingOn`, which may
 * change only at edges the resolver lists); until then the resolver walks from listed edge to
 * listed edge, not from window to window.
 */
export const takeoverWindows = (
  recurrence: TakeoverRecurrence,
  hasSomethingOn: (localMs: number) => boolean,
): Switched => ({
  periods: [],
  isOnAt: (localMs) => isInTakeoverWindow(recurrence, localMs),
  nextSwitchAfter: (localMs) =>
    hasSomethingOn(localMs) ? nextWindowSwitch(recurrence, localMs) : null,
});
