import { describe, expect, it } from 'vitest';
import type { Period } from './period';
import { resolveSchedule, type ScheduleChannel } from './resolve-schedule';
import { always, channel, period, row } from './test-builders';

const codesAt = (channels: ScheduleChannel[], at: string, zone = 'UTC') =>
  resolveSchedule([{ layerCode: 'main', channels }], zone, new Date(at)).layers[0]?.items.map(
    (item) => item.broadcastMediaCode,
  );

describe('resolveSchedule', () => {
  it('plays rows in order and skips paused ones', () => {
    const rows = [row('b', 2), row('a', 1), row('c', 3, { isPaused: true })];
    expect(codesAt([channel('x', rows)], '2026-03-02T12:00:00Z')).toEqual(['a', 'b']);
  });

  it('reads a daily window in the screen zone, and says when the answer changes', () => {
    const lunch = { ...always, weekdayStartTime: '11:00', weekdayEndTime: '13:59' };
    const channels = [channel('x', [row('a', 1, { periods: [lunch] }), row('b', 2)])];
    // 10:30 UTC is 11:30 in Stockholm (winter).
    expect(codesAt(channels, '2026-01-05T10:30:00Z', 'Europe/Stockholm')).toEqual(['a', 'b']);
    expect(codesAt(channels, '2026-01-05T09:30:00Z', 'Europe/Stockholm')).toEqual(['b']);
    const result = resolveSchedule(
      [{ layerCode: 'main', channels }],
      'Europe/Stockholm',
      new Date('2026-01-05T10:30:00Z'),
    );
    expect(result.validUntil?.toISOString()).toBe('2026-01-05T13:00:00.000Z');
  });

  it('keeps a window across midnight on the day it starts', () => {
    // Monday only, 22:00 to 02:00: on Monday night and the small hours of Tuesday, not Monday's.
    const night = {
      ...always,
      dayOfWeeks: 0b0000001,
      weekdayStartTime: '22:00',
      weekdayEndTime: '01:59',
    };
    const channels = [channel('x', [row('a', 1, { periods: [night] })])];
    expect(codesAt(channels, '2026-03-02T23:00:00Z')).toEqual(['a']); // Monday 23:00
    expect(codesAt(channels, '2026-03-03T01:30:00Z')).toEqual(['a']); // Tuesday 01:30
    expect(codesAt(channels, '2026-03-02T01:30:00Z')).toEqual([]); // Monday 01:30
    expect(codesAt(channels, '2026-03-03T02:00:00Z')).toEqual([]);
  });

  it('honours the weekday mask and the date range, the end inclusive to the second', () => {
    const weekdays = { ...always, dayOfWeeks: 0b0011111 };
    const march = {
      ...always,
      startDateTime: '2026-03-01T00:00:00',
      endDateTime: '2026-03-31T23:59:59',
    };
    const channels = [
      channel('x', [row('a', 1, { periods: [weekdays] }), row('b', 2, { periods: [march] })]),
    ];
    expect(codesAt(channels, '2026-03-07T12:00:00Z')).toEqual(['b']); // Saturday in March
    expect(codesAt(channels, '2026-03-31T23:59:59Z')).toEqual(['a', 'b']); // Tuesday
    expect(codesAt(channels, '2026-04-01T00:00:00Z')).toEqual(['a']);
  });

  it('lets an active takeover replace the rest of its layer, and only while it plays', () => {
    const evening = { ...always, weekdayStartTime: '18:00' };
    const channels = [
      channel('manual', [row('a', 1)]),
      channel('takeover', [row('t', 1)], { isTakeover: true, periods: [evening] }),
    ];
    expect(codesAt(channels, '2026-03-02T19:00:00Z')).toEqual(['t']);
    expect(codesAt(channels, '2026-03-02T12:00:00Z')).toEqual(['a']);
    const emptyTakeover = [channels[0] as ScheduleChannel, channel('t2', [], { isTakeover: true })];
    expect(codesAt(emptyTakeover, '2026-03-02T19:00:00Z')).toEqual(['a']);
  });

  it('gives an answer that holds until validUntil', { timeout: 30_000 }, () => {
    // A fixed-seed generator: random-looking schedules, the same on every run.
    let seed = 20_260_302;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const time = () =>
      next(4) === 0
        ? null
        : `${String(next(24)).padStart(2, '0')}:${String(next(60)).padStart(2, '0')}`;
    const randomPeriod = (): Period => ({
      ...always,
      dayOfWeeks: next(128),
      weekdayStartTime: time(),
      weekdayEndTime: time(),
    });
    for (let run = 0; run < 60; run += 1) {
      const zone = ['UTC', 'Europe/Stockholm', 'America/New_York'][next(3)] as string;
      const rows = Array.from({ length: 1 + next(3) }, (_, i) =>
        row(`r${i}`, i, { periods: Array.from({ length: next(3) }, randomPeriod) }),
      );
      const layers = [{ layerCode: 'main', channels: [channel('x', rows)] }];
      const at = new Date(Date.UTC(2026, 2, 2) + next(14 * 24 * 60) * 60_000);
      const now = resolveSchedule(layers, zone, at);
      const until = new Date(
        Math.min(now.validUntil?.getTime() ?? Infinity, at.getTime() + 6 * 3_600_000),
      );
      expect(until.getTime()).toBeGreaterThan(at.getTime());
      for (let t = at.getTime(); t < until.getTime(); t += 11 * 60_000) {
        expect(resolveSchedule(layers, zone, new Date(t)).layers).toEqual(now.layers);
      }
    }
  });
});

describe('resolveSchedule validUntil', () => {
  const untilOf = (channels: ScheduleChannel[], at: string, zone: string) =>
    resolveSchedule(
      [{ layerCode: 'main', channels }],
      zone,
      new Date(at),
    ).validUntil?.toISOString();

  it('is the first change, not the first edge that changes nothing', () => {
    // Row a is on 09:00-17:00 and row b 12:00-12:59, but b only on Sundays: at Monday 10:00 the
    // next change is a's end, not b's edges on other days.
    const channels = [
      channel('x', [
        row('a', 1, { periods: [period({ weekdayStartTime: '09:00', weekdayEndTime: '16:59' })] }),
        row('b', 2, {
          periods: [period({ dayOfWeeks: 64, weekdayStartTime: '12:00', weekdayEndTime: '12:59' })],
        }),
      ]),
    ];
    expect(untilOf(channels, '2026-03-02T10:00:00Z', 'UTC')).toBe('2026-03-02T17:00:00.000Z');
    // Two periods back to back (09-12, 12-17) make one stretch: nothing changes at noon.
    const split = [
      channel('x', [
        row('a', 1, {
          periods: [
            period({ weekdayStartTime: '09:00', weekdayEndTime: '11:59' }),
            period({ weekdayStartTime: '12:00', weekdayEndTime: '16:59' }),
          ],
        }),
      ]),
    ];
    expect(untilOf(split, '2026-03-02T10:00:00Z', 'UTC')).toBe('2026-03-02T17:00:00.000Z');
  });

  it('finds a change far away, past weeks that repeat', () => {
    const next = period({ startDateTime: '2027-06-01T08:00:00', dayOfWeeks: 31 });
    const channels = [channel('x', [row('a', 1, { periods: [next] }), row('b', 2)])];
    // 2027-06-01 is a Tuesday; 08:00 in Stockholm summer is 06:00 UTC.
    expect(untilOf(channels, '2026-03-02T10:00:00Z', 'Europe/Stockholm')).toBe(
      '2027-06-01T06:00:00.000Z',
    );
    // Open-ended and every day: nothing will ever change.
    expect(
      untilOf(
        [channel('x', [row('a', 1, { periods: [period()] })])],
        '2026-03-02T10:00:00Z',
        'UTC',
      ),
    ).toBeUndefined();
  });

  it('ends, with no change, once only past dates are left and no weekday plays', () => {
    // Started in the past, open-ended, on no weekday: past its start no edge is left. The walk
    // once took the missing edge for the epoch and went round between 1970 and the start.
    const never = period({ startDateTime: '2026-02-20T00:00:00', dayOfWeeks: 0 });
    const channels = [channel('x', [row('a', 1, { periods: [never] }), row('b', 2)])];
    expect(codesAt(channels, '2026-03-08T06:00:00Z')).toEqual(['b']);
    expect(untilOf(channels, '2026-03-08T06:00:00Z', 'UTC')).toBeUndefined();
  });

  it('skips a window the spring clock change removes', () => {
    // Sundays 02:30-02:44 in Stockholm; on 2026-03-29 the clock jumps from 02:00 to 03:00.
    const night = period({ dayOfWeeks: 64, weekdayStartTime: '02:30', weekdayEndTime: '02:44' });
    const channels = [channel('x', [row('a', 1, { periods: [night] })])];
    expect(untilOf(channels, '2026-03-28T12:00:00Z', 'Europe/Stockholm')).toBe(
      '2026-04-05T00:30:00.000Z',
    );
  });

  it('sees a window twice in the hour the autumn clock change repeats', () => {
    // 02:00-02:29 on 2026-10-25 in Stockholm: first in summer time (00:00-00:30 UTC), then
    // again in winter time (01:00-01:30 UTC), the clock going back from 03:00 to 02:00.
    const early = period({ weekdayStartTime: '02:00', weekdayEndTime: '02:29' });
    const channels = [channel('x', [row('a', 1, { periods: [early] })])];
    const zone = 'Europe/Stockholm';
    expect(codesAt(channels, '2026-10-25T00:10:00Z', zone)).toEqual(['a']);
    expect(untilOf(channels, '2026-10-25T00:10:00Z', zone)).toBe('2026-10-25T00:30:00.000Z');
    expect(codesAt(channels, '2026-10-25T00:45:00Z', zone)).toEqual([]);
    expect(untilOf(channels, '2026-10-25T00:45:00Z', zone)).toBe('2026-10-25T01:00:00.000Z');
    expect(codesAt(channels, '2026-10-25T01:10:00Z', zone)).toEqual(['a']);
    expect(untilOf(channels, '2026-10-25T01:10:00Z', zone)).toBe('2026-10-25T01:30:00.000Z');
  });
});
