import { describe, expect, it } from 'vitest';
import type { Period } from './period';
import { resolveSchedule, type ScheduleChannel, type ScheduleRow } from './resolve-schedule';

const always: Period = {
  startDateTime: null,
  endDateTime: null,
  dayOfWeeks: 127,
  weekdayStartTime: null,
  weekdayEndTime: null,
};
const row = (code: string, orderN: number, values: Partial<ScheduleRow> = {}): ScheduleRow => ({
  broadcastMediaCode: code,
  mediaCode: `media-${code}`,
  orderN,
  durationMs: null,
  isPaused: false,
  periods: [],
  ...values,
});
const channel = (code: string, rows: ScheduleRow[], values: Partial<ScheduleChannel> = {}) => ({
  channelCode: code,
  isActive: true,
  isTakeover: false,
  periods: [],
  rows,
  ...values,
});
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
