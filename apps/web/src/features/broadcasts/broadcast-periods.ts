import type { BroadcastPeriod } from '@marquee/contracts';
import dayjs from 'dayjs';

/** A new period: every day, during office hours (a broadcast with no period plays always). */
export const newPeriod: BroadcastPeriod = {
  startDateTime: null,
  endDateTime: null,
  dayOfWeeks: 127,
  weekdayStartTime: '09:00',
  weekdayEndTime: '17:00',
};

const pickerFormat = 'YYYY-MM-DD HH:mm';
const localFormat = 'YYYY-MM-DDTHH:mm:ss';

/** The date picker's text (`YYYY-MM-DD HH:mm`) of a period's local date-time, and back. */
export const pickerTextOf = (local: string | null): string =>
  local ? dayjs(local).format(pickerFormat) : '';
export const localTextOf = (picked: string): string | null =>
  picked ? dayjs(picked).format(localFormat) : null;

export type PeriodProblem = 'noDays' | 'endBeforeStart' | 'halfWindow';

/** What makes a period unsavable, in the editor's words, before the server is asked. */
export function periodProblem(period: BroadcastPeriod): PeriodProblem | null {
  if (period.dayOfWeeks === 0) return 'noDays';
  if (
    period.startDateTime &&
    period.endDateTime &&
    !dayjs(period.endDateTime).isAfter(dayjs(period.startDateTime))
  ) {
    return 'endBeforeStart';
  }
  if (Boolean(period.weekdayStartTime) !== Boolean(period.weekdayEndTime)) return 'halfWindow';
  return null;
}
