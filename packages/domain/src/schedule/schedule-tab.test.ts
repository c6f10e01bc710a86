import { describe, expect, it } from 'vitest';
import { parseLocalDateTime as local } from './local-time';
import { weekdayMasks } from './period';
import { scheduleStatusOf, scheduleTabOf } from './period-rules';
import { period } from './test-builders';

// 2026-03-07 is a Saturday, 2026-03-09 the Monday after.
const saturday = local('2026-03-07T12:00:00');
const officeHours = {
  dayOfWeeks: weekdayMasks.weekdays,
  weekdayStartTime: '09:00',
  weekdayEndTime: '17:00',
};

describe('schedule tabs', () => {
  it('keeps a Mon–Fri schedule without an end date Active over the weekend', () => {
    const undated = period(officeHours);
    const started = period({ ...officeHours, startDateTime: '2026-03-02T00:00:00' });
    expect(scheduleTabOf([undated], saturday)).toBe('active');
    expect(scheduleTabOf([started], saturday)).toBe('active');
    expect(scheduleStatusOf([started], saturday)).toBe('Active');
    expect(scheduleStatusOf([undated], saturday)).toBe('Always');
  });

  it('puts a schedule that first plays on a later day in Upcoming', () => {
    const fromMonday = period({ ...officeHours, startDateTime: '2026-03-09T00:00:00' });
    expect(scheduleTabOf([fromMonday], saturday)).toBe('upcoming');
    expect(scheduleStatusOf([fromMonday], saturday)).toBe('Upcoming');
  });

  it('puts a schedule whose range still holds but whose weekdays are over in Expired', () => {
    const endsSunday = period({
      ...officeHours,
      startDateTime: '2026-03-02T00:00:00',
      endDateTime: '2026-03-08T23:59:59',
    });
    expect(scheduleTabOf([endsSunday], saturday)).toBe('expired');
    expect(scheduleTabOf([endsSunday], local('2026-03-06T18:00:00'))).toBe('expired');
    expect(scheduleTabOf([endsSunday], local('2026-03-06T08:00:00'))).toBe('active');
  });

  it('plays always without periods, and never with an empty weekday mask', () => {
    expect(scheduleTabOf([], saturday)).toBe('active');
    expect(scheduleTabOf([period({ dayOfWeeks: 0 })], saturday)).toBe('expired');
  });

  it('counts a window across midnight from the day it starts', () => {
    const fridayNight = period({
      dayOfWeeks: 0b0010000,
      weekdayStartTime: '22:00',
      weekdayEndTime: '02:00',
      endDateTime: '2026-03-07T23:59:59',
    });
    expect(scheduleTabOf([fridayNight], local('2026-03-07T01:00:00'))).toBe('active');
    expect(scheduleTabOf([fridayNight], local('2026-03-07T03:00:00'))).toBe('expired');
  });
});
