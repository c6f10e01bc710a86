import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerChanges } from './answer-changes';
import { expectedAnswer, wallClock } from './expected-answer';
import { isOnDuring, type Period } from './period';
import { resolveSchedule, type ScheduleLayer } from './resolve-schedule';
import { ScheduleEdges, type Switched } from './schedule-edges';
import { isInTakeoverWindow, takeoverWindows, type TakeoverRecurrence } from './takeover-windows';
import { channel, period, row } from './test-builders';

const zone = 'Europe/Stockholm';
const second = 1000;
const hour = 3600 * second;
const everyMinute = { everyMinutes: 1, forSeconds: 30 };

/** A plain channel, and a takeover that repeats with the given media periods. */
const layersWith = (
  recurrence: TakeoverRecurrence,
  mediaPeriods: Period[][],
  takeoverPeriods: Period[] = [],
): ScheduleLayer[] => [
  {
    layerCode: 'main',
    channels: [
      channel('normal', [row('a', 1)]),
      channel(
        'takeover',
        mediaPeriods.map((periods, i) => row(`t${i}`, i, { periods })),
        { isTakeover: true, takeoverRecurrence: recurrence, periods: takeoverPeriods },
      ),
    ],
  },
];

const from = (startDateTime: string | null, endDateTime: string | null = null) => [
  period({ startDateTime, endDateTime }),
];

describe('a takeover every minute with media dated far off', () => {
  const at = new Date('2026-03-02T09:15:10Z'); // 10:15:10 in Stockholm, in the 10:15 window

  it('holds until the first window the media reach, years ahead', () => {
    const resolve = (periods: Period[]) =>
      resolveSchedule(layersWith(everyMinute, [periods]), zone, at);
    const atMidnight = resolve(from('2030-06-01T00:00:00'));
    expect(atMidnight.layers[0]?.items.map((i) => i.broadcastMediaCode)).toEqual(['a']);
    // Summer time there: local midnight is 22:00 UTC, in the day's first window.
    expect(atMidnight.validUntil?.toISOString()).toBe('2030-05-31T22:00:00.000Z');
    // Starting between two windows, the media wait for the next one.
    const between = resolve(from('2030-06-01T00:00:45'));
    expect(between.validUntil?.toISOString()).toBe('2030-05-31T22:01:00.000Z');
    // Media whose dates are long past never play again.
    expect(resolve(from('2019-01-01T00:00:00', '2019-02-01T00:00:00')).validUntil).toBeNull();
    // Media on now switch with the windows.
    const onNow = resolve(from('2026-01-01T00:00:00'));
    expect(onNow.layers[0]?.items.map((i) => i.broadcastMediaCode)).toEqual(['t0']);
    expect(onNow.validUntil?.toISOString()).toBe('2026-03-02T09:15:30.000Z');
  });

  it("goes from the media's dates to the next window, not through every window between", () => {
    const media: Switched = { periods: from('2030-06-01T00:00:45') };
    const windows = takeoverWindows(everyMinute, (localMs) => isOnDuring(media.periods, localMs));
    let answers = 0;
    const changes = answerChanges(new ScheduleEdges([windows, media]), zone, at.getTime(), (ms) => {
      answers += 1;
      return String(isOnDuring(media.periods, ms) && isInTakeoverWindow(everyMinute, ms));
    });
    expect(changes.next().value).toEqual({
      atMs: Date.parse('2030-05-31T22:01:00Z'),
      localMs: Date.parse('2030-06-01T00:01:00Z'),
    });
    // The answer at the start, where the media start, and where their first window opens.
    expect(answers).toBe(3);
  });
});

/** Instants on a plain day and by both of Stockholm's clock changes (01:00 UTC). */
const starts = ['2026-03-02T09:00:00Z', '2026-03-29T00:30:00Z', '2026-10-25T00:30:00Z'];
const horizonMs = 3 * hour;

const recurrenceArb: fc.Arbitrary<TakeoverRecurrence> = fc
  .integer({ min: 1, max: 90 })
  .chain((everyMinutes) =>
    fc.record({
      everyMinutes: fc.constant(everyMinutes),
      forSeconds: fc.integer({ min: 5, max: Math.min(3600, everyMinutes * 60 - 1) }),
    }),
  );
/** A date edge: none, years off, or some seconds from the start (set in the property). */
const edgeArb = fc.oneof(
  fc.constant(null),
  fc.constantFrom('2019-05-01T00:00:00', '2031-05-01T00:00:00'),
  fc.integer({ min: -3600, max: 3 * 3600 }),
);
const timeArb = fc.option(fc.constantFrom('00:00', '01:30', '02:15', '03:00', '10:20', '23:00'));
const periodArb = fc.record({
  start: edgeArb,
  end: edgeArb,
  weekdayStartTime: timeArb,
  weekdayEndTime: timeArb,
});
type PeriodDraft = typeof periodArb extends fc.Arbitrary<infer T> ? T : never;

describe('a recurring takeover with dated media', () => {
  it(
    'changes exactly where stepping second by second finds the first change, across clock changes',
    { timeout: 120_000 },
    () => {
      fc.assert(
        fc.property(
          recurrenceArb,
          fc.array(fc.array(periodArb, { maxLength: 2 }), { minLength: 1, maxLength: 2 }),
          fc.option(periodArb),
          fc.constantFrom(...starts),
          fc.integer({ min: -2 * 3600, max: 2 * 3600 }),
          (recurrence, media, takeoverPeriod, start, offsetSeconds) => {
            const fromMs = Date.parse(start) + offsetSeconds * second;
            const edgeText = (edge: string | number | null) =>
              typeof edge === 'number' ? wallClock(fromMs + edge * second, zone).text : edge;
            const toPeriod = (p: PeriodDraft) =>
              period({
                startDateTime: edgeText(p.start),
                endDateTime: edgeText(p.end),
                weekdayStartTime: p.weekdayStartTime,
                weekdayEndTime: p.weekdayEndTime,
              });
            const layers = layersWith(
              recurrence,
              media.map((periods) => periods.map(toPeriod)),
              takeoverPeriod ? [toPeriod(takeoverPeriod)] : [],
            );
            const answerAt = (ms: number) => JSON.stringify(expectedAnswer(layers, zone, ms));
            const resolved = resolveSchedule(layers, zone, new Date(fromMs));
            const first = answerAt(fromMs);
            expect(JSON.stringify(resolved.layers)).toBe(first);
            let changedAt: number | null = null;
            for (let ms = fromMs + second; ms <= fromMs + horizonMs; ms += second) {
              if (answerAt(ms) !== first) {
                changedAt = ms;
                break;
              }
            }
            const until = resolved.validUntil?.getTime() ?? null;
            if (changedAt === null) expect(until === null || until > fromMs + horizonMs).toBe(true);
            else expect(until).toBe(changedAt);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
