import { describe, expect, it } from 'vitest';
import type { ScheduleLayer } from './resolve-schedule';
import { scheduleTimeline } from './schedule-timeline';
import { channel, period, row } from './test-builders';

const officeHours = period({ dayOfWeeks: 31, weekdayStartTime: '09:00', weekdayEndTime: '16:59' });
const layers: ScheduleLayer[] = [
  { layerCode: 'main', channels: [channel('x', [row('a', 1, { periods: [officeHours] })])] },
];
const monday = new Date('2026-03-02T00:00:00Z');
const nextMonday = new Date('2026-03-09T00:00:00Z');

describe('scheduleTimeline', () => {
  it('gives a weekday window once a day, nothing at the weekend', () => {
    const [main] = scheduleTimeline(layers, 'UTC', monday, nextMonday);
    const playing = main?.segments.filter((segment) => segment.items.length > 0);
    expect(playing?.map((s) => [s.from.toISOString(), s.until.toISOString()])).toEqual(
      [2, 3, 4, 5, 6].map((d) => [`2026-03-0${d}T09:00:00.000Z`, `2026-03-0${d}T17:00:00.000Z`]),
    );
    expect(main?.isTruncated).toBe(false);
    expect(main?.segments.at(-1)?.until).toEqual(nextMonday);
  });

  it('stops before a layer gets more segments than allowed, and says so', () => {
    const [main] = scheduleTimeline(layers, 'UTC', monday, nextMonday, 4);
    expect(main?.segments).toHaveLength(4);
    expect(main?.isTruncated).toBe(true);
    // Nothing, Monday's window, nothing, Tuesday's window: the fifth would begin Tuesday at 17:00.
    expect(main?.segments.at(-1)?.until.toISOString()).toBe('2026-03-03T17:00:00.000Z');
  });
});
