import type { ForecastPlayer } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  formatDay,
  horizonStart,
  parseDay,
  placeSegments,
  segmentLanes,
  sourcesOf,
  startInstant,
  stepHorizon,
  unshownFrom,
} from './forecast-layout';

const day = (value: string) => parseDay(value) as Date;

describe('forecast layout', () => {
  it('starts a horizon on its day, Monday, first of the month or 1 January', () => {
    const wednesday = day('2026-03-04');
    expect(formatDay(horizonStart(wednesday, 'day'))).toBe('2026-03-04');
    expect(formatDay(horizonStart(wednesday, 'week'))).toBe('2026-03-02');
    expect(formatDay(horizonStart(day('2026-03-08'), 'week'))).toBe('2026-03-02');
    expect(formatDay(horizonStart(wednesday, 'month'))).toBe('2026-03-01');
    expect(formatDay(horizonStart(wednesday, 'year'))).toBe('2026-01-01');
  });

  it('steps back and forth by whole horizons on the calendar', () => {
    expect(formatDay(stepHorizon(day('2026-03-01'), 'day', -1))).toBe('2026-02-28');
    expect(formatDay(stepHorizon(day('2026-03-02'), 'week', 1))).toBe('2026-03-09');
    expect(formatDay(stepHorizon(day('2026-01-01'), 'month', -1))).toBe('2025-12-01');
    expect(formatDay(stepHorizon(day('2026-01-01'), 'year', 1))).toBe('2027-01-01');
  });

  it('writes the start as local midnight with its offset', () => {
    expect(startInstant(day('2026-03-02'))).toMatch(/^2026-03-02T00:00:00[+-]\d{2}:\d{2}$/);
    expect(new Date(startInstant(day('2026-03-02'))).getTime()).toBe(day('2026-03-02').getTime());
    expect(parseDay('2026-02-30x')?.getDate()).toBe(2);
    expect(parseDay('soon')).toBeNull();
  });

  it('marks every 3 hours of a day, each day of a week and month, each month of a year', () => {
    const from = day('2026-03-02');
    expect(axisTicks(from, stepHorizon(from, 'day', 1), 'day')).toHaveLength(8);
    const week = axisTicks(from, stepHorizon(from, 'week', 1), 'week');
    expect(week.map((t) => t.position)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => i / 7));
    const march = day('2026-03-01');
    const month = axisTicks(march, stepHorizon(march, 'month', 1), 'month');
    expect(month).toHaveLength(31);
    expect(month.filter((t) => t.isLabelled).map((t) => t.at.getDate())).toEqual([
      1, 8, 15, 22, 29,
    ]);
    const year = day('2026-01-01');
    expect(axisTicks(year, stepHorizon(year, 'year', 1), 'year')).toHaveLength(12);
  });

  it('places segments as fractions of the axis, clipped to it', () => {
    const from = new Date('2026-03-02T00:00:00Z');
    const until = new Date('2026-03-03T00:00:00Z');
    const placed = placeSegments(
      [
        { from: '2026-03-01T20:00:00Z', until: '2026-03-02T06:00:00Z', items: [0] },
        { from: '2026-03-02T12:00:00Z', until: '2026-03-02T18:00:00Z', items: [1] },
        { from: '2026-03-03T01:00:00Z', until: '2026-03-03T02:00:00Z', items: [0] },
      ],
      from,
      until,
    );
    expect(placed.map(({ left, width }) => [left, width])).toEqual([
      [0, 0.25],
      [0.5, 0.25],
    ]);
    expect(placed[0]?.from).toEqual(from);
  });

  it('gives a broadcast one colour on every screen, and a segment one lane per source', () => {
    const item = (channelName: string, source: 'manual' | 'broadcast', code: string | null) => ({
      mediaCode: `m-${channelName}`,
      displayName: channelName,
      mediaType: 'Photo' as const,
      channelCode: `c-${channelName}`,
      channelName,
      source,
      broadcastCode: code,
    });
    const screen = (items: ForecastPlayer['items']): ForecastPlayer => ({
      playerCode: 'p',
      name: 'P',
      timeZone: 'UTC',
      items,
      layers: [],
    });
    const a = screen([
      item('Sale', 'broadcast', 'b1'),
      item('Main', 'manual', null),
      item('Main', 'manual', null),
    ]);
    const b = screen([item('Main', 'manual', null), item('Autumn', 'broadcast', 'b2')]);
    const sources = sourcesOf([a, b]);
    // Broadcasts first, then channels, each by name: the same colours whatever the horizon.
    expect([...sources.values()].map((s) => s.name)).toEqual(['Autumn', 'Sale', 'Main']);
    expect([...sourcesOf([b, a]).values()]).toEqual([...sources.values()]);
    expect(new Set([...sources.values()].map((s) => s.color)).size).toBe(3);
    expect(segmentLanes([1, 2, 0], a, sources)).toEqual(['broadcast b1', 'channel Main']);
  });

  it('leaves out the end of the axis a truncated timeline does not cover', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const until = new Date('2026-01-05T00:00:00Z');
    expect(unshownFrom('2026-01-02T00:00:00Z', from, until)).toBe(0.25);
    expect(unshownFrom('2026-01-05T00:00:00.000Z', from, until)).toBeNull();
  });
});
