import { isLocalDateTimeText, isTimeText, parseLocalDateTime } from './local-time';
import type { Period } from './period';

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

/**
 * Where a schedule stands at a local time by its periods' date ranges: Always without any
 * range, Active while one range holds the time, else Upcoming while one is still to come, else
 * Expired.
 */
export function scheduleStatusOf(periods: readonly Period[], localMs: number): ScheduleStatus {
  const ranged = periods.filter((p) => p.startDateTime !== null || p.endDateTime !== null);
  if (ranged.length < periods.length || periods.length === 0) {
    return 'Always';
  }
  const startOf = (p: Period) =>
    p.startDateTime ? parseLocalDateTime(p.startDateTime) : -Infinity;
  const endOf = (p: Period) =>
    p.endDateTime ? parseLocalDateTime(p.endDateTime) + 1000 : Infinity;
  if (ranged.some((p) => startOf(p) <= localMs && localMs < endOf(p))) return 'Active';
  if (ranged.some((p) => startOf(p) > localMs)) return 'Upcoming';
  return 'Expired';
}
