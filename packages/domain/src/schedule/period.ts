import { dayMs, parseLocalDateTime, parseTimeOfDay, weekdayOf } from './local-time';

/** A period as schedules store it: local date range, weekday mask and daily window. */
export interface Period {
  /** `YYYY-MM-DDTHH:mm:ss` local; null: open-ended. */
  startDateTime: string | null;
  /** Inclusive to the second; null: open-ended. */
  endDateTime: string | null;
  /** Bit 0 Monday .. bit 6 Sunday. */
  dayOfWeeks: number;
  /** `HH:MM[:SS]`; null: 00:00. */
  weekdayStartTime: string | null;
  /** `HH:MM[:SS]`, inclusive to its last minute (or second when given); null: 23:59. */
  weekdayEndTime: string | null;
}

interface DailyWindow {
  startMs: number;
  /** Exclusive. */
  endMs: number;
}

/** The daily window in ms since midnight; an end at or before the start crosses midnight. */
function windowOf(period: Period): DailyWindow {
  const startMs = period.weekdayStartTime ? parseTimeOfDay(period.weekdayStartTime) : 0;
  const end = period.weekdayEndTime ?? '23:59';
  const hasSeconds = end.length > 5;
  const endMs = parseTimeOfDay(end) + (hasSeconds ? 1000 : 60_000);
  return { startMs, endMs };
}

const hasDay = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;

/** Whether the period is on at a local time. A window across midnight belongs to its first day. */
export function isPeriodActive(period: Period, localMs: number): boolean {
  if (period.startDateTime && localMs < parseLocalDateTime(period.startDateTime)) return false;
  if (period.endDateTime && localMs >= parseLocalDateTime(period.endDateTime) + 1000) return false;
  const { startMs, endMs } = windowOf(period);
  const timeOfDay = ((localMs % dayMs) + dayMs) % dayMs;
  const weekday = weekdayOf(localMs);
  if (startMs < endMs) {
    return hasDay(period.dayOfWeeks, weekday) && timeOfDay >= startMs && timeOfDay < endMs;
  }
  const yesterday = (weekday + 6) % 7;
  return (
    (hasDay(period.dayOfWeeks, weekday) && timeOfDay >= startMs) ||
    (hasDay(period.dayOfWeeks, yesterday) && timeOfDay < endMs % dayMs)
  );
}

/**
 * The local times after `localMs` at which the period may switch on or off; the earliest of all
 * periods' is when a resolved answer may next change.
 */
export function periodBoundariesAfter(period: Period, localMs: number): number[] {
  const candidates: number[] = [];
  if (period.startDateTime) candidates.push(parseLocalDateTime(period.startDateTime));
  if (period.endDateTime) candidates.push(parseLocalDateTime(period.endDateTime) + 1000);
  const { startMs, endMs } = windowOf(period);
  const midnight = localMs - (((localMs % dayMs) + dayMs) % dayMs);
  for (const day of [midnight, midnight + dayMs]) {
    candidates.push(day + startMs, day + (endMs % dayMs || dayMs));
  }
  return candidates.filter((at) => at > localMs);
}
