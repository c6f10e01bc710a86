import dayjs from 'dayjs';
import { everyDay } from './week-mask';

/**
 * One period as its fields edit it, whatever the call that stores it: dates as the date
 * picker's `YYYY-MM-DD HH:mm` (empty: open-ended), the week mask, and the daily window as
 * `HH:mm` (both empty: all day).
 */
export interface PeriodForm {
  from: string;
  to: string;
  dayOfWeeks: number;
  startTime: string;
  endTime: string;
}

export const alwaysForm: PeriodForm = {
  from: '',
  to: '',
  dayOfWeeks: everyDay,
  startTime: '',
  endTime: '',
};

/** The window a period gets when it stops being all day. */
export const defaultWindow = { startTime: '09:00', endTime: '17:00' } as const;

export type PeriodProblem = 'noDays' | 'endBeforeStart' | 'halfWindow';

/** What stops a period from being saved, in the fields' words, before the server is asked. */
export function periodFormProblem(form: PeriodForm): PeriodProblem | null {
  if (form.dayOfWeeks === 0) return 'noDays';
  if (form.from && form.to && !dayjs(form.to).isAfter(dayjs(form.from))) return 'endBeforeStart';
  if (Boolean(form.startTime) !== Boolean(form.endTime)) return 'halfWindow';
  return null;
}
