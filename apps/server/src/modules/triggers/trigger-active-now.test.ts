import { describe, expect, it } from 'vitest';
import { isSettingActive } from './trigger-active-now';

const dayparts = { triggerGroup: 'Dayparts' as const, activeValue: null };
// Monday 2026-03-02 in Stockholm (UTC+1).
const at = (localTime: string) => ({
  instantMs: Date.parse(`2026-03-02T${localTime}:00+01:00`),
  timeZone: 'Europe/Stockholm',
});

describe('isSettingActive', () => {
  it('holds a daypart from its start up to its end, in the zone’s wall time', () => {
    const setting = {
      dayparts: [{ dayOfWeeks: 1, weekdayStartTime: '08:00', weekdayEndTime: '17:00' }],
    };
    expect(isSettingActive(dayparts, setting, at('07:59'))).toBe(false);
    expect(isSettingActive(dayparts, setting, at('08:00'))).toBe(true);
    expect(isSettingActive(dayparts, setting, at('17:00'))).toBe(false);
  });

  it('gives a daypart across midnight to the day it starts', () => {
    // Sunday 22:00 to 02:00 holds early on Monday, not on Monday evening.
    const setting = {
      dayparts: [{ dayOfWeeks: 64, weekdayStartTime: '22:00', weekdayEndTime: '02:00' }],
    };
    expect(isSettingActive(dayparts, setting, at('01:30'))).toBe(true);
    expect(isSettingActive(dayparts, setting, at('23:00'))).toBe(false);
  });

  it('holds an external while its value is the active one, trimmed and in any case', () => {
    const external = { triggerGroup: 'External' as const, activeValue: 'Open' };
    expect(isSettingActive(external, { value: ' open ' }, at('12:00'))).toBe(true);
    expect(isSettingActive(external, { value: 'closed' }, at('12:00'))).toBe(false);
    expect(isSettingActive(external, {}, at('12:00'))).toBe(false);
  });

  it('never holds a timer', () => {
    const timer = { triggerGroup: 'Timer' as const, activeValue: null };
    expect(isSettingActive(timer, { interval: { minutes: 1, seconds: 0 } }, at('12:00'))).toBe(
      false,
    );
  });
});
