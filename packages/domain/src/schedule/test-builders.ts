import type { Period } from './period';
import type { ScheduleChannel, ScheduleRow } from './resolve-schedule';

/** Builders for schedule tests: every field at its plain default, overridden where it matters. */
export const always: Period = {
  startDateTime: null,
  endDateTime: null,
  dayOfWeeks: 127,
  weekdayStartTime: null,
  weekdayEndTime: null,
};

export const period = (values: Partial<Period> = {}): Period => ({ ...always, ...values });

export const row = (
  code: string,
  orderN: number,
  values: Partial<ScheduleRow> = {},
): ScheduleRow => ({
  broadcastMediaCode: code,
  mediaCode: `media-${code}`,
  orderN,
  durationMs: null,
  isPaused: false,
  periods: [],
  ...values,
});

export const channel = (
  code: string,
  rows: ScheduleRow[],
  values: Partial<ScheduleChannel> = {},
): ScheduleChannel => ({
  channelCode: code,
  isActive: true,
  isTakeover: false,
  periods: [],
  rows,
  ...values,
});
