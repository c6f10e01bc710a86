import { describe, expect, it } from 'vitest';
import { resolveSchedule, type ScheduleLayer } from './resolve-schedule';
import { channel, period, row } from './test-builders';

/** One layer with one row that plays within these periods. */
const rowWithin = (...periods: Parameters<typeof period>[0][]): ScheduleLayer[] => [
  {
    layerCode: 'main',
    channels: [channel('c', [row('a', 1, { periods: periods.map((p) => period(p)) })])],
  },
];

const openingHours = rowWithin({ weekdayStartTime: '08:00', weekdayEndTime: '18:00' });

function resolveAt(layers: ScheduleLayer[], zone: string, utc: string) {
  const resolved = resolveSchedule(layers, zone, new Date(utc));
  return {
    isPlaying: (resolved.layers[0]?.items.length ?? 0) > 0,
    validUntil: resolved.validUntil?.toISOString() ?? null,
  };
}

describe('clock changes in New York', () => {
  const zone = 'America/New_York';

  it('stops after the last minute of the window, in standard time', () => {
    // Saturday 7 March 2026 10:00 EST (UTC-5); 18:00 plays to 18:00:59.
    expect(resolveAt(openingHours, zone, '2026-03-07T15:00:00Z')).toEqual({
      isPlaying: true,
      validUntil: '2026-03-07T23:01:00.000Z',
    });
  });

  it('starts on the Sunday clocks go forward at 08:00 daylight time', () => {
    // Saturday 19:00 EST; on Sunday 8 March 2026 clocks jump from 02:00 to 03:00 (UTC-4).
    expect(resolveAt(openingHours, zone, '2026-03-08T00:00:00Z')).toEqual({
      isPlaying: false,
      validUntil: '2026-03-08T12:00:00.000Z',
    });
  });

  it('holds a dated day of 25 hours when clocks go back', () => {
    const allSunday = rowWithin({
      startDateTime: '2026-11-01T00:00:00',
      endDateTime: '2026-11-01T23:59:59',
    });
    // Saturday 31 October 08:00 EDT: the day starts at midnight EDT (UTC-4) ...
    expect(resolveAt(allSunday, zone, '2026-10-31T12:00:00Z')).toEqual({
      isPlaying: false,
      validUntil: '2026-11-01T04:00:00.000Z',
    });
    // ... and ends at midnight EST (UTC-5), 25 hours later.
    expect(resolveAt(allSunday, zone, '2026-11-01T12:00:00Z')).toEqual({
      isPlaying: true,
      validUntil: '2026-11-02T05:00:00.000Z',
    });
  });
});

describe('clock changes in Sydney', () => {
  const zone = 'Australia/Sydney';

  it('starts on the Sunday clocks go back at 08:00 standard time', () => {
    // Saturday 4 April 2026 19:00 AEDT (UTC+11); on Sunday 03:00 becomes 02:00 AEST (UTC+10).
    expect(resolveAt(openingHours, zone, '2026-04-04T08:00:00Z')).toEqual({
      isPlaying: false,
      validUntil: '2026-04-04T22:00:00.000Z',
    });
  });

  it('starts on the Sunday clocks go forward at 08:00 daylight time', () => {
    // Saturday 3 October 2026 19:00 AEST (UTC+10); on Sunday 02:00 becomes 03:00 AEDT (UTC+11).
    expect(resolveAt(openingHours, zone, '2026-10-03T09:00:00Z')).toEqual({
      isPlaying: false,
      validUntil: '2026-10-03T21:00:00.000Z',
    });
  });

  it('plays a window across midnight on the day it starts, into the next', () => {
    const lateShift = rowWithin({
      dayOfWeeks: 1 << 5, // Saturday
      weekdayStartTime: '22:00',
      weekdayEndTime: '01:59',
    });
    // Saturday 4 April 23:00 AEDT: on until Sunday 02:00 AEDT, before the clocks go back.
    expect(resolveAt(lateShift, zone, '2026-04-04T12:00:00Z')).toEqual({
      isPlaying: true,
      validUntil: '2026-04-04T15:00:00.000Z',
    });
  });
});
