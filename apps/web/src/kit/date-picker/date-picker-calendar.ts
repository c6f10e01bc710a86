import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { toBcp47 } from '../time-picker';

dayjs.extend(isoWeek);

export interface CalendarDay {
  date: string;
  dayOfMonth: number;
  isInMonth: boolean;
}

export interface CalendarWeek {
  isoWeek: number;
  days: CalendarDay[];
}

/**
 * The weeks shown for a month: Monday first, ISO week numbers, padded with
 * the neighbouring months' days so every row is full.
 */
export function buildMonthWeeks(year: number, month: number): CalendarWeek[] {
  const first = dayjs(new Date(year, month, 1));
  const last = first.endOf('month');
  let cursor = first.startOf('isoWeek');
  const weeks: CalendarWeek[] = [];
  while (!cursor.isAfter(last, 'day')) {
    const days: CalendarDay[] = [];
    for (let i = 0; i < 7; i += 1) {
      const day = cursor.add(i, 'day');
      days.push({
        date: day.format('YYYY-MM-DD'),
        dayOfMonth: day.date(),
        isInMonth: day.month() === month,
      });
    }
    weeks.push({ isoWeek: cursor.isoWeek(), days });
    cursor = cursor.add(1, 'week');
  }
  return weeks;
}

/** Years up to 1800 are placeholders in stored data, so the header hides them. */
export function yearLabel(year: number): string {
  return year <= 1800 ? '????' : String(year);
}

/** Month names in the given language, January first. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(toBcp47(locale), { month: 'long' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(2021, month, 1)));
}

/** Short weekday names in the given language, Monday first. */
export function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(toBcp47(locale), { weekday: 'short' });
  // 2021-03-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(2021, 2, 1 + day)));
}
