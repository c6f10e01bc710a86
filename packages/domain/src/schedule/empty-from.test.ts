import { describe, expect, it } from 'vitest';
import { emptyFrom } from './empty-from';
import type { ScheduleLayer } from './resolve-schedule';
import { channel, period, row } from './test-builders';

const officeHours = period({ dayOfWeeks: 31, weekdayStartTime: '09:00', weekdayEndTime: '16:59' });
const mondayMorning = new Date('2026-03-02T10:00:00Z');
const aWeekLater = new Date('2026-03-09T10:00:00Z');
const layer = (rows: ReturnType<typeof row>[]): ScheduleLayer => ({
  layerCode: 'main',
  channels: [channel('x', rows)],
});

describe('emptyFrom', () => {
  it('is the end of the day window when only office hours are scheduled', () => {
    const layers = [layer([row('a', 1, { periods: [officeHours] })])];
    expect(emptyFrom(layers, 'UTC', mondayMorning, aWeekLater)?.toISOString()).toBe(
      '2026-03-02T17:00:00.000Z',
    );
  });

  it('is now for a screen with nothing to play', () => {
    expect(emptyFrom([layer([])], 'UTC', mondayMorning, aWeekLater)).toEqual(mondayMorning);
  });

  it('is null when something always plays, or nothing stops before the horizon', () => {
    expect(emptyFrom([layer([row('a', 1)])], 'UTC', mondayMorning, aWeekLater)).toBeNull();
    const layers = [layer([row('a', 1, { periods: [officeHours] })])];
    const beforeFive = new Date('2026-03-02T16:00:00Z');
    expect(emptyFrom(layers, 'UTC', mondayMorning, beforeFive)).toBeNull();
  });

  it('counts any layer that plays: empty only when every layer is', () => {
    const layers = [
      layer([row('a', 1, { periods: [officeHours] })]),
      { layerCode: 'ticker', channels: [channel('t', [row('b', 1)])] },
    ];
    expect(emptyFrom(layers, 'UTC', mondayMorning, aWeekLater)).toBeNull();
  });
});
