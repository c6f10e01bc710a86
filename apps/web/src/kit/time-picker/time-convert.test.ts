import { describe, expect, it } from 'vitest';
import {
  formatTime,
  parseTime,
  toTwelveHour,
  toTwentyFourHour,
  usesTwelveHourClock,
} from './time-convert';

describe('usesTwelveHourClock', () => {
  it('follows the locale', () => {
    expect(usesTwelveHourClock('en_US')).toBe(true);
    expect(usesTwelveHourClock('sv_SE')).toBe(false);
    expect(usesTwelveHourClock('de_DE')).toBe(false);
  });
});

describe('12-hour conversion', () => {
  it('maps 12 AM to 00 and 12 PM to 12', () => {
    expect(toTwentyFourHour(12, 'AM')).toBe(0);
    expect(toTwentyFourHour(12, 'PM')).toBe(12);
    expect(toTwentyFourHour(1, 'PM')).toBe(13);
    expect(toTwentyFourHour(11, 'AM')).toBe(11);
  });

  it('goes back from 24 hours', () => {
    expect(toTwelveHour(0)).toEqual({ hour: 12, period: 'AM' });
    expect(toTwelveHour(12)).toEqual({ hour: 12, period: 'PM' });
    expect(toTwelveHour(23)).toEqual({ hour: 11, period: 'PM' });
  });
});

describe('parseTime and formatTime', () => {
  it('reads and writes HH:mm', () => {
    expect(parseTime('07:05')).toEqual({ hour: 7, minute: 5 });
    expect(formatTime(7, 5)).toBe('07:05');
  });

  it('rejects minutes over 59 and hours over 23', () => {
    expect(parseTime('10:60')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
    expect(parseTime('')).toBeNull();
  });
});
