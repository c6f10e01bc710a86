import type { MediaRow } from '@marquee/contracts';
import dayjs from 'dayjs';
import { alwaysForm, type PeriodForm } from '@/shared/schedule/period-form';
import { everyDay } from '@/shared/schedule/week-mask';

export type MediaRowPeriod = MediaRow['periods'][number];

const pickerFormat = 'YYYY-MM-DD HH:mm';

/** The first period of a row as the form edits it; no period is always. */
export function formOf(period: MediaRowPeriod | undefined): PeriodForm {
  if (!period) return alwaysForm;
  return {
    from: period.startDateTime ? dayjs(period.startDateTime).format(pickerFormat) : '',
    to: period.endDateTime ? dayjs(period.endDateTime).format(pickerFormat) : '',
    dayOfWeeks: period.dayOfWeeks,
    startTime: period.weekdayStartTime ?? '',
    endTime: period.weekdayEndTime ?? '',
  };
}

/**
 * The periods the schedule call takes: none when the form says always. Dates are read in the
 * browser's time zone; the daily window is the location's wall clock, as the server keeps it.
 */
export function periodsOf(form: PeriodForm): MediaRowPeriod[] {
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
