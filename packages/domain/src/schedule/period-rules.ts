import { isLocalDateTimeText, isTimeText, parseLocalDateTime } from './local-time';
import { playingSpanOf, type Period } from './period';

/** A period field that is wrong, and why; the edge answers 400 with it. */
export interface PeriodProblem {
  field: keyof Period;
  message: string;
}

/** What is wrong with a period as sent: time text, date-time text, mask, an inverted range. */
export function periodProblems(period: Period): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  for (const field of ['weekdayStartTime', 'weekdayEndTime'] as const) {
    const value = period[field];
    if (value !== null && !isTimeText(value)) {
      problems.push({ field, message: 'expected a time as HH:MM or HH:MM:SS' });
    }
  }
  for (const field of ['startDateTime', 'endDateTime'] as const) {
    const value = period[field];
    if (value !== null && !isLocalDateTimeText(value)) {
      problems.push({ field, message: 'expected a local date and time as YYYY-MM-DDTHH:mm:ss' });
    }
  }
  if (!Number.isInteger(period.dayOfWeeks) || period.dayOfWeeks < 0 || period.dayOfWeeks > 127) {
    problems.push({ field: 'dayOfWeeks', message: 'expected a weekday mask from 0 to 127' });
  }
  if (
    !problems.length &&
    period.startDateTime &&
    period.endDateTime &&
    parseLocalDateTime(period.endDateTime) < parseLocalDateTime(period.startDateTime)
  ) {
    problems.push({ field: 'endDateTime', message: 'expected an end at or after the start' });
  }
  return problems;
}

export type ScheduleStatus = 'Always' | 'Upcoming' | 'Active' | 'Expired';

/** The broadcast list's tabs by schedule (001 section 2, 002 Broadcast). */
export type ScheduleTab = 'active' | 'upcoming' | 'expired';

/**
 * Which tab a schedule belongs in at a local time, read as the resolver reads its periods:
 * Active while a period's range holds the time and the period still plays in it (between its
 * weekdays or windows, too), Upcoming while a period plays only later, else Expired. No periods
 * play always.
 */
export function scheduleTabOf(periods: readonly Period[], localMs: number): ScheduleTab {
  if (periods.length === 0) return 'active';
  return scheduleTabOfSpans(periods.map(playingSpanOf), localMs);
}

/**
 * The same reading from each period's playing span alone (see `playingSpanOf`): Active when a
 * span holds the time, Upcoming when one ends later, else Expired. The broadcast list's SQL
 * repeats exactly this on the stored spans.
 */
export function scheduleTabOfSpans(
  spans: readonly { fromMs: number; untilMs: number }[],
  localMs: number,
): ScheduleTab {
  if (spans.some(({ fromMs, untilMs }) => fromMs <= localMs && localMs < untilMs)) return 'active';
  return spans.some(({ untilMs }) => localMs < untilMs) ? 'upcoming' : 'expired';
}

const statusOfTab = { active: 'Active', upcoming: 'Upcoming', expired: 'Expired' } as const;

/**
 * Where a schedule stands at a local time: Always without periods or with one that has no date
 * range, else its tab's status.
 */
export function scheduleStatusOf(periods: readonly Period[], localMs: number): ScheduleStatus {
  const isUndated = (p: Period) => p.startDateTime === null && p.endDateTime === null;
  if (periods.length === 0 || periods.some(isUndated)) return 'Always';
  return statusOfTab[scheduleTabOf(periods, localMs)];
}
