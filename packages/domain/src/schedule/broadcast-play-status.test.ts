import { describe, expect, it } from 'vitest';
import { broadcastPlayStatusOf } from './broadcast-play-status';
import { weekdayMasks } from './period';
import { period } from './test-builders';

// Monday 2026-03-09 08:30 UTC: 09:30 in Stockholm, 04:30 in New York.
const mondayMorning = Date.parse('2026-03-09T08:30:00Z');
const officeHours = [
  period({ dayOfWeeks: weekdayMasks.weekdays, weekdayStartTime: '09:00', weekdayEndTime: '17:00' }),
];
const confirmed = { status: 'Confirmed' as const, periods: officeHours };

describe('a broadcast play status', () => {
  it("reads the hours in each reached screen's zone, not on the UTC calendar", () => {
    expect(broadcastPlayStatusOf(confirmed, ['Europe/Stockholm'], mondayMorning)).toBe('Playing');
    expect(broadcastPlayStatusOf(confirmed, ['America/New_York'], mondayMorning)).toBe(
      'NotPlayingNow',
    );
    expect(broadcastPlayStatusOf(confirmed, ['UTC'], mondayMorning)).toBe('NotPlayingNow');
  });

  it('plays when it is on in at least one of the zones it reaches', () => {
    const zones = ['America/New_York', 'Europe/Stockholm'];
    expect(broadcastPlayStatusOf(confirmed, zones, mondayMorning)).toBe('Playing');
  });

  it('says a confirmed broadcast reaching no screen reaches none, even in its hours', () => {
    expect(broadcastPlayStatusOf(confirmed, [], mondayMorning)).toBe('NoScreens');
    expect(broadcastPlayStatusOf({ ...confirmed, periods: [] }, [], mondayMorning)).toBe(
      'NoScreens',
    );
  });

  it('reads a draft as paused wherever it reaches', () => {
    expect(
      broadcastPlayStatusOf({ ...confirmed, status: 'Draft' }, ['Europe/Stockholm'], mondayMorning),
    ).toBe('Paused');
  });
});
