import type { MediaRow } from '@marquee/contracts';
import dayjs from 'dayjs';

export type MediaRowPeriod = MediaRow['periods'][number];

import { everyDay } from '@/lib/schedule/week-mask';

export { everyDay, hasDay, toggleDay, weekdayBits } from '@/lib/schedule/week-mask';

/** The schedule form: dates as `YYYY-MM-DD HH:mm` (empty: open-ended), times `HH:mm`. */
export interface ScheduleForm {
  from: string;
  to: string;
  dayOfWeeks: number;
  /** Empty: all day. */
  startTime: string;
  endTime: string;
}

export const alwaysForm: ScheduleForm = {
  from: '',
  to: '',
  dayOfWeeks: everyDay,
  startTime: '',
  endTime: '',
};

const pickerFormat = 'YYYY-MM-DD HH:mm';

/** The first period of a row as the form edits it; no period is always. */
export function formOf(period: MediaRowPeriod | undefined): ScheduleForm {
  if (!period) return alwaysForm;
  return {
    from: period.startDateTime ? dayjs(period.startDateTime).format(pickerFormat) : '',
    to: period.endDateTime ? dayjs(period.endDateTime).format(pickerFormat) : '',
    dayOfWeeks: period.dayOfWeeks,
    startTime: period.weekdayStartTime ?? '',
    endTime: period.weekdayEndTime ?? '',
  };
}

export type ScheduleProblem = 'noDays' | 'endBeforeStart' | 'halfWindow';

/** What stops the form from being saved, if anything. */
export function scheduleProblem(form: ScheduleForm): ScheduleProblem | null {
  if (form.dayOfWeeks === 0) return 'noDays';
  if (form.from && form.to && !dayjs(form.to).isAfter(dayjs(form.from))) return 'endBeforeStart';
  if (Boolean(form.startTime) !== Boolean(form.endTime)) return 'halfWindow';
  return null;
}

/**
 * The periods the schedule call takes: none when the form says always. Dates are read in the
 * browser's time zone; the daily window is the location's wall clock, as the server keeps it.
 */
export function periodsOf(form: ScheduleForm): MediaRowPeriod[] {
  const isAlways =
    !form.from && !form.to && form.dayOfWeeks === everyDay && !form.startTime && !form.endTime;
  if (isAlways) return [];
  return [
    {
      startDateTime: form.from ? dayjs(form.from).toISOString() : null,
      endDateTime: form.to ? dayjs(form.to).toISOString() : null,
      dayOfWeeks: form.dayOfWeeks,
      weekdayStartTime: form.startTime || null,
      weekdayEndTime: form.endTime || null,
    },
  ];
}
