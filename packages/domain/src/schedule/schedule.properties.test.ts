import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedAnswer, wallClock } from './expected-answer';
import type { Period } from './period';
import { resolveSchedule, type ScheduleLayer } from './resolve-schedule';
import { scheduleTimeline } from './schedule-timeline';
import { channel, period, row } from './test-builders';

/** Zones with and without clock changes, north and south, and one a half hour off. */
const zones = ['UTC', 'Europe/Stockholm', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'];
/** Instants within a few days of a clock change in one of the zones. */
const clockChanges = [
  '2026-03-08T06:00:00Z',
  '2026-03-29T01:00:00Z',
  '2026-04-05T16:00:00Z',
  '2026-10-04T16:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-11-01T06:00:00Z',
].map((text) => Date.parse(text));

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

const timeText = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  { freq: 4 },
);
const dateText = fc.option(
  fc
    .integer({ min: 0, max: 40 * 24 })
    .map((hours) => new Date(Date.UTC(2026, 1, 20) + hours * hour).toISOString().slice(0, 19)),
  { freq: 2 },
);
const periodArb: fc.Arbitrary<Period> = fc.record({
  startDateTime: dateText,
  endDateTime: dateText,
  dayOfWeeks: fc.oneof(fc.constantFrom(127, 31, 96), fc.integer({ min: 0, max: 127 })),
  weekdayStartTime: timeText,
  weekdayEndTime: timeText,
});
const periodsArb = fc.array(periodArb, { maxLength: 2 });
const rowsArb = fc
  .array(fc.tuple(periodsArb, fc.boolean()), { minLength: 1, maxLength: 3 })
  .map((rows) =>
    rows.map(([periods, isPaused], i) => row(`r${i}`, i, { periods, isPaused: isPaused && i > 0 })),
  );
const layersArb: fc.Arbitrary<ScheduleLayer[]> = fc
  .array(fc.tuple(rowsArb, periodsArb, fc.boolean()), { minLength: 1, maxLength: 3 })
  .map((channels) => [
    {
      layerCode: 'main',
      channels: channels.map(([rows, periods, isTakeover], i) =>
        channel(`c${i}`, rows, { periods, isTakeover }),
      ),
    },
  ]);
const atArb = fc
  .tuple(fc.constantFrom(...clockChanges), fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }))
  .map(([change, minutes]) => change + minutes * minute);
const zoneArb = fc.constantFrom(...zones);

/** The answer at an instant, worked out apart from the module, from the platform's clock. */
const answerAt = (layers: ScheduleLayer[], zone: string, ms: number) =>
  JSON.stringify(expectedAnswer(layers, zone, ms));

describe('resolver properties', () => {
  it(
    'gives validUntil as the exact first change, across clock changes',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(layersArb, zoneArb, atArb, (layers, zone, atMs) => {
          const at = atMs - (atMs % minute);
          const resolved = resolveSchedule(layers, zone, new Date(at));
          expect(JSON.stringify(resolved.layers)).toBe(answerAt(layers, zone, at));
          // Walking minutes finds the minute of the first change. Starts, windows and clock
          // changes fall on a whole minute, but an end date is inclusive to its second, so the
          // change lies in the minute before, exact to the second: validUntil must be it (or
          // none within the walk when it lies beyond).
          const horizon = at + 3 * day;
          const first = answerAt(layers, zone, at);
          let changedBy: number | null = null;
          for (let t = at + minute; t <= horizon; t += minute) {
            if (answerAt(layers, zone, t) !== first) {
              changedBy = t;
              break;
            }
          }
          const until = resolved.validUntil?.getTime() ?? null;
          if (changedBy === null) expect(until === null || until > horizon).toBe(true);
          else {
            expect(until).toBeGreaterThan(changedBy - minute);
            expect(until).toBeLessThanOrEqual(changedBy);
            expect(answerAt(layers, zone, until!)).not.toBe(first);
            expect(answerAt(layers, zone, until! - second)).toBe(first);
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('plays a row on exactly the local weekdays of its mask, in any zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 127 }), zoneArb, atArb, (mask, zone, at) => {
        const layers = [
          {
            layerCode: 'main',
            channels: [channel('c', [row('a', 1, { periods: [period({ dayOfWeeks: mask })] })])],
          },
        ];
        const plays = resolveSchedule(layers, zone, new Date(at)).layers[0]?.items.length === 1;
        // Monday 0 .. Sunday 6, from the platform's calendar rather than the code under test.
        const { weekday } = wallClock(at, zone);
        expect(plays).toBe((mask & (1 << weekday)) !== 0);
      }),
      { numRuns: 300 },
    );
  });

  it(
    'gives each layer a timeline without gaps or overlaps that agrees with the resolver',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(layersArb, zoneArb, atArb, (layers, zone, fromMs) => {
          const from = new Date(fromMs);
          const until = new Date(fromMs + 4 * day);
          for (const { segments } of scheduleTimeline(layers, zone, from, until)) {
            expect(segments[0]?.from).toEqual(from);
            expect(segments.at(-1)?.until).toEqual(until);
            segments.forEach((segment, i) => {
              expect(segment.until.getTime()).toBeGreaterThan(segment.from.getTime());
              const next = segments[i + 1];
              if (next) {
                expect(next.from).toEqual(segment.until);
                expect(next.items).not.toEqual(segment.items);
              }
              for (const t of [segment.from.getTime(), segment.until.getTime() - 1000]) {
                expect(resolveSchedule(layers, zone, new Date(t)).layers[0]?.items).toEqual(
                  segment.items,
                );
              }
            });
          }
        }),
        { numRuns: 60 },
      );
    },
  );
});
