import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLocalDateTime as local } from './local-time';
import { isPeriodActive, playingSpanOf, weekdayMasks, type Period } from './period';
import { scheduleStatusOf, scheduleTabOf, scheduleTabOfSpans } from './period-rules';
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

const minute = 60_000;
const hour = 60 * minute;

/**
 * The tabs' definition read directly, minute by minute: a period is still to play at `at` when
 * it is on at some moment from then on. Windows change at minute boundaries and ranges at the
 * second after their end, so those moments over the next eight days are all that need a look.
 */
function stillPlays(period: Period, at: number): boolean {
  const ends = period.endDateTime ? [local(period.endDateTime) + 999] : [];
  const firstMinute = Math.ceil(at / minute) * minute;
  const moments = [at, ...ends.filter((end) => end >= at)];
  const start = period.startDateTime
    ? Math.max(firstMinute, local(period.startDateTime))
    : firstMinute;
  for (let moment = start; moment < start + 8 * 24 * hour; moment += minute) moments.push(moment);
  return moments.some((moment) => isPeriodActive(period, moment));
}

function tabByDefinition(periods: readonly Period[], at: number) {
  if (!periods.length) return 'active';
  const inRange = (p: Period) =>
    (!p.startDateTime || local(p.startDateTime) <= at) &&
    (!p.endDateTime || at < local(p.endDateTime) + 1000);
  const playing = periods.filter((p) => stillPlays(p, at));
  if (playing.some(inRange)) return 'active';
  return playing.length ? 'upcoming' : 'expired';
}

const timeText = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30, 59))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  { freq: 3 },
);
const dateText = fc.option(
  fc
    .integer({ min: 0, max: 20 * 24 })
    .map((hours) => new Date(Date.UTC(2026, 2, 1) + hours * hour).toISOString().slice(0, 19)),
  { freq: 2 },
);
const periodArb: fc.Arbitrary<Period> = fc
  .record({
    startDateTime: dateText,
    endDateTime: dateText,
    dayOfWeeks: fc.oneof(fc.constantFrom(127, 31, 96, 0), fc.integer({ min: 0, max: 127 })),
    weekdayStartTime: timeText,
    weekdayEndTime: timeText,
  })
  .filter((p) => !p.startDateTime || !p.endDateTime || p.startDateTime <= p.endDateTime);

describe('schedule tabs from playing spans', () => {
  it('read every schedule as the definition does, at any moment', () => {
    const at = fc
      .integer({ min: 0, max: 24 * 24 * 60 })
      .map((minutes) => local('2026-02-27T00:00:00') + minutes * minute + 30_000);
    fc.assert(
      fc.property(fc.array(periodArb, { maxLength: 3 }), at, (periods, moment) => {
        expect(scheduleTabOf(periods, moment)).toBe(tabByDefinition(periods, moment));
      }),
      { numRuns: 300 },
    );
  });

  it('end just after the last window before the range ends, or never for an empty mask', () => {
    const weekdaysUntilSunday = period({
      dayOfWeeks: weekdayMasks.weekdays,
      weekdayStartTime: '09:00',
      weekdayEndTime: '17:00',
      endDateTime: '2026-03-08T23:59:59',
    });
    // A window's end is inclusive to its last minute.
    expect(playingSpanOf(weekdaysUntilSunday).untilMs).toBe(local('2026-03-06T17:01:00'));
    expect(playingSpanOf(period({ dayOfWeeks: 0 })).untilMs).toBe(Number.NEGATIVE_INFINITY);
    expect(playingSpanOf(period()).untilMs).toBe(Number.POSITIVE_INFINITY);
    const spans = [{ fromMs: saturday + hour, untilMs: Number.POSITIVE_INFINITY }];
    expect(scheduleTabOfSpans(spans, saturday)).toBe('upcoming');
  });
});
