import { dayMs, firstMondayMs, parseLocalDateTime, parseTimeOfDay, weekdayOf } from './local-time';

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

/** Weekday masks the editor offers. */
export const weekdayMasks = { everyDay: 127, weekdays: 31, weekends: 96 } as const;

export const weekMs = 7 * dayMs;

/** The local Monday 00:00 that starts the week of a local time. */
export const weekStartOf = (localMs: number) =>
  localMs - ((((localMs - firstMondayMs) % weekMs) + weekMs) % weekMs);

/**
 * A period read once into local milliseconds, so resolving compares numbers only. Periods are
 * values: an edited period is a new object.
 */
interface PeriodTimes {
  /** Local; -Infinity: open. */
  fromMs: number;
  /** Local, exclusive; Infinity: open. */
  untilMs: number;
  mask: number;
  /** ms since midnight. */
  startMs: number;
  /** ms since midnight, exclusive; at or before the start the window crosses midnight. */
  endMs: number;
}

const times = new WeakMap<Period, PeriodTimes>();

function timesOf(period: Period): PeriodTimes {
  let read = times.get(period);
  if (!read) {
    const end = period.weekdayEndTime ?? '23:59';
    const hasSeconds = end.length > 5;
    read = {
      fromMs: period.startDateTime
        ? parseLocalDateTime(period.startDateTime)
        : Number.NEGATIVE_INFINITY,
      untilMs: period.endDateTime
        ? parseLocalDateTime(period.endDateTime) + 1000
        : Number.POSITIVE_INFINITY,
      mask: period.dayOfWeeks,
      startMs: period.weekdayStartTime ? parseTimeOfDay(period.weekdayStartTime) : 0,
      endMs: parseTimeOfDay(end) + (hasSeconds ? 1000 : 60_000),
    };
    times.set(period, read);
  }
  return read;
}

const hasDay = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;

/** Whether the period is on at a local time. A window across midnight belongs to its first day. */
export function isPeriodActive(period: Period, localMs: number): boolean {
  const { fromMs, untilMs, mask, startMs, endMs } = timesOf(period);
  if (localMs < fromMs || localMs >= untilMs) return false;
  const timeOfDay = ((localMs % dayMs) + dayMs) % dayMs;
  const weekday = weekdayOf(localMs);
  if (startMs < endMs) {
    return hasDay(mask, weekday) && timeOfDay >= startMs && timeOfDay < endMs;
  }
  const yesterday = (weekday + 6) % 7;
  return (
    (hasDay(mask, weekday) && timeOfDay >= startMs) ||
    (hasDay(mask, yesterday) && timeOfDay < endMs % dayMs)
  );
}

/** Whether any of a set of periods is on at a local time; no periods: always. */
export const isOnDuring = (periods: readonly Period[], localMs: number): boolean =>
  periods.length === 0 || periods.some((period) => isPeriodActive(period, localMs));

/** The local instants at which the period's date range starts and ends (exclusive). */
export function dateEdgesOf(period: Period): number[] {
  const { fromMs, untilMs } = timesOf(period);
  return [fromMs, untilMs].filter(Number.isFinite);
}

/**
 * Where in a week (ms after Monday 00:00) the daily window may switch on or off: its start and
 * end on each day of the mask, an end across midnight falling on the next day.
 */
export function weeklyEdgesOf(period: Period): number[] {
  const { mask, startMs, endMs } = timesOf(period);
  const endAfterStart = startMs < endMs ? endMs : endMs + dayMs;
  const edges: number[] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    if (!hasDay(mask, weekday)) continue;
    edges.push(weekday * dayMs + startMs, (weekday * dayMs + endAfterStart) % weekMs);
  }
  return edges;
}

/**
 * Where a period can be on, as two local instants: from its range's start, until just after
 * the last moment its windows are on (Infinity: it plays on for ever; -Infinity: never). The
 * windows repeat weekly, so the last moment lies within the final week before the range ends.
 * The broadcast list stores `untilMs` with each period and reads its tabs from these two alone.
 */
export function playingSpanOf(period: Period): { fromMs: number; untilMs: number } {
  const { fromMs, untilMs } = timesOf(period);
  const never = { fromMs, untilMs: Number.NEGATIVE_INFINITY };
  if (!Number.isFinite(untilMs)) {
    const start = Number.isFinite(fromMs) ? fromMs : weekStartOf(0);
    return playsFrom(period, start) ? { fromMs, untilMs } : never;
  }
  if (isPeriodActive(period, untilMs - 1)) return { fromMs, untilMs };
  // Off at the very end: it last switched off at the latest edge before the end, if any.
  const lastWeek = weekStartOf(untilMs);
  const ends = weeklyEdgesOf(period)
    .flatMap((edge) => [lastWeek + edge, lastWeek - weekMs + edge])
    .filter((edge) => edge > fromMs && edge <= untilMs && isPeriodActive(period, edge - 1))
    .sort((a, b) => b - a);
  return ends.length ? { fromMs, untilMs: ends[0] as number } : never;
}

/**
 * Whether the period is on at some local time from `localMs` on: at that time or its range's
 * start, or at one of its window starts in the week after (the pattern repeats weekly).
 */
export function playsFrom(period: Period, localMs: number): boolean {
  const from = Math.max(localMs, timesOf(period).fromMs);
  if (isPeriodActive(period, from)) return true;
  const weekStart = weekStartOf(from);
  return weeklyEdgesOf(period).some((edge) => {
    const at = weekStart + edge;
    return isPeriodActive(period, at > from ? at : at + weekMs);
  });
}
