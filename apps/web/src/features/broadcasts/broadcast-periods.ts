import type { BroadcastPeriod } from '@marquee/contracts';
import dayjs from 'dayjs';
import { defaultWindow, periodFormProblem, type PeriodForm } from '@/shared/schedule/period-form';
import { everyDay } from '@/shared/schedule/week-mask';

/** A new period: every day, during office hours (a broadcast with no period plays always). */
export const newPeriod: BroadcastPeriod = {
  startDateTime: null,
  endDateTime: null,
  dayOfWeeks: everyDay,
  weekdayStartTime: defaultWindow.startTime,
  weekdayEndTime: defaultWindow.endTime,
};

const pickerFormat = 'YYYY-MM-DD HH:mm';
const localFormat = 'YYYY-MM-DDTHH:mm:ss';

/** The date picker's text (`YYYY-MM-DD HH:mm`) of a period's local date-time, and back. */
export const pickerTextOf = (local: string | null): string =>
  local ? dayjs(local).format(pickerFormat) : '';
export const localTextOf = (picked: string): string | null =>
  picked ? dayjs(picked).format(localFormat) : null;

/** A broadcast period as the shared period fields edit it. */
export function formOfPeriod(period: BroadcastPeriod): PeriodForm {
  return {
    from: pickerTextOf(period.startDateTime),
    to: pickerTextOf(period.endDateTime),
    dayOfWeeks: period.dayOfWeeks,
    startTime: period.weekdayStartTime ?? '',
    endTime: period.weekdayEndTime ?? '',
  };
}

/** A period with the fields' change applied; the fields it leaves alone keep their saved text. */
export function withFormChange(period: BroadcastPeriod, change: Partial<PeriodForm>) {
  const next = { ...period };
  if (change.from !== undefined) next.startDateTime = localTextOf(change.from);
  if (change.to !== undefined) next.endDateTime = localTextOf(change.to);
  if (change.dayOfWeeks !== undefined) next.dayOfWeeks = change.dayOfWeeks;
  if (change.startTime !== undefined) next.weekdayStartTime = change.startTime || null;
  if (change.endTime !== undefined) next.weekdayEndTime = change.endTime || null;
  return next;
}

/** What makes a period unsavable, in the editor's words, before the server is asked. */
export const periodProblem = (period: BroadcastPeriod) => periodFormProblem(formOfPeriod(period));
