import { describe, expect, it } from 'vitest';
import {
  isLocalDateTimeText,
  isTimeText,
  parseLocalDateTime,
  toLocalDateTimeText,
} from './local-time';
import { isPeriodActive, weekdayMasks } from './period';
import { periodProblems, scheduleStatusOf } from './period-rules';
import { period } from './test-builders';

const local = parseLocalDateTime;

describe('periods', () => {
  it('reads the weekday mask from bit 0 Monday to bit 6 Sunday', () => {
    // 2026-03-02 is a Monday.
    const days = Array.from({ length: 7 }, (_, i) => `2026-03-0${2 + i}T12:00:00`);
    const on = (mask: number) =>
      days.map((day) => isPeriodActive(period({ dayOfWeeks: mask }), local(day)));
    expect(on(weekdayMasks.everyDay)).toEqual([true, true, true, true, true, true, true]);
    expect(on(weekdayMasks.weekdays)).toEqual([true, true, true, true, true, false, false]);
    expect(on(weekdayMasks.weekends)).toEqual([false, false, false, false, false, true, true]);
    expect(on(0b0000001)).toEqual([true, false, false, false, false, false, false]);
  });

  it('starts at 00:00 and ends after 23:59 when a side is missing', () => {
    const fromNine = period({ weekdayStartTime: '09:00' });
    expect(isPeriodActive(fromNine, local('2026-03-02T08:59:59'))).toBe(false);
    expect(isPeriodActive(fromNine, local('2026-03-02T23:59:59'))).toBe(true);
    const untilFive = period({ weekdayEndTime: '17:00' });
    expect(isPeriodActive(untilFive, local('2026-03-02T00:00:00'))).toBe(true);
    expect(isPeriodActive(untilFive, local('2026-03-02T17:00:59'))).toBe(true);
    expect(isPeriodActive(untilFive, local('2026-03-02T17:01:00'))).toBe(false);
    const toTheSecond = period({ weekdayEndTime: '17:00:30' });
    expect(isPeriodActive(toTheSecond, local('2026-03-02T17:00:30'))).toBe(true);
    expect(isPeriodActive(toTheSecond, local('2026-03-02T17:00:31'))).toBe(false);
  });

  it('accepts only HH:MM or HH:MM:SS as time text', () => {
    for (const text of ['00:00', '09:30', '23:59', '23:59:59', '07:05:09']) {
      expect(isTimeText(text), text).toBe(true);
    }
    for (const text of [
      '9:30',
      '24:00',
      '12:60',
      '12:00:60',
      '12:00:00.5',
      '12',
      '12:00 ',
      'noon',
    ]) {
      expect(isTimeText(text), text).toBe(false);
    }
    expect(isLocalDateTimeText('2026-02-28T10:00:00')).toBe(true);
    expect(isLocalDateTimeText('2026-02-30T10:00:00')).toBe(false);
    expect(isLocalDateTimeText('2026-02-28 10:00:00')).toBe(false);
  });

  it('names each wrong field of a period', () => {
    expect(
      periodProblems(period({ weekdayStartTime: '09:00', endDateTime: '2026-12-31T23:59:59' })),
    ).toEqual([]);
    const problems = periodProblems(
      period({
        weekdayStartTime: '9:00',
        weekdayEndTime: '25:00',
        dayOfWeeks: 128,
        startDateTime: '2026-13-01T00:00:00',
      }),
    );
    expect(problems.map((p) => p.field)).toEqual([
      'weekdayStartTime',
      'weekdayEndTime',
      'startDateTime',
      'dayOfWeeks',
    ]);
    const inverted = period({
      startDateTime: '2026-03-02T00:00:00',
      endDateTime: '2026-03-01T00:00:00',
    });
    expect(periodProblems(inverted).map((p) => p.field)).toEqual(['endDateTime']);
  });

  it('gives a schedule status from the date ranges', () => {
    const march = period({
      startDateTime: '2026-03-01T00:00:00',
      endDateTime: '2026-03-31T23:59:59',
    });
    const may = period({ startDateTime: '2026-05-01T00:00:00' });
    expect(scheduleStatusOf([], local('2026-03-10T00:00:00'))).toBe('Always');
    expect(scheduleStatusOf([march, period()], local('2026-03-10T00:00:00'))).toBe('Always');
    expect(scheduleStatusOf([march, may], local('2026-03-10T00:00:00'))).toBe('Active');
    expect(scheduleStatusOf([march, may], local('2026-04-10T00:00:00'))).toBe('Upcoming');
    expect(scheduleStatusOf([march], local('2026-04-01T00:00:00'))).toBe('Expired');
    expect(scheduleStatusOf([march], local('2026-03-31T23:59:59'))).toBe('Active');
  });
});

describe('local date and time as people write it', () => {
  it("reads the spec's YYYY-MM-DD HH:mm and the stored form alike, and leaves other text", () => {
    expect(toLocalDateTimeText('2026-03-02 09:30')).toBe('2026-03-02T09:30:00');
    expect(toLocalDateTimeText('2026-03-02 09:30:15')).toBe('2026-03-02T09:30:15');
    expect(toLocalDateTimeText('2026-03-02T09:30:15')).toBe('2026-03-02T09:30:15');
    expect(toLocalDateTimeText('2026-03-02')).toBe('2026-03-02');
    expect(isLocalDateTimeText(toLocalDateTimeText('2026-02-30 10:00'))).toBe(false);
  });
});
