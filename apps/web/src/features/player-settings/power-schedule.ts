import { weekdays, type PowerScheduleDay, type Weekday } from '@marquee/domain';

/** The days whose OFF time is not after their ON time (spec 002: the editor flags them). */
export function daysOffBeforeOn(schedule: readonly PowerScheduleDay[]): ReadonlySet<Weekday> {
  // HH:MM texts compare as the times they are.
  return new Set(schedule.filter((day) => day.off <= day.on).map((day) => day.day));
}

/** The schedule with one day switched on (at the times given) or off, kept Monday first. */
export function withDay(
  schedule: readonly PowerScheduleDay[],
  day: Weekday,
  times: { on: string; off: string } | null,
): PowerScheduleDay[] {
  const others = schedule.filter((entry) => entry.day !== day);
  const next = times ? [...others, { day, ...times }] : others;
  return next.sort((one, other) => weekdays.indexOf(one.day) - weekdays.indexOf(other.day));
}
