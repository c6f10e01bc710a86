import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wallClock } from '../schedule/expected-answer';
import { nextInterrupt, resolveSchedule, type ScheduleLayer } from '../schedule/resolve-schedule';
import { scheduleTimeline } from '../schedule/schedule-timeline';
import { channel, row } from '../schedule/test-builders';
import {
  daypartPeriods,
  nextTimerFiring,
  nextTriggerEvent,
  triggerActiveAt,
} from './trigger-activity';
import type { Daypart, ScreenTrigger } from './trigger-types';

const minute = 60_000;
const hour = 60 * minute;
const span = 30 * hour;
/** Each property walks days minute by minute with the platform's clock: slow on a busy machine. */
const walkTimeout = { timeout: 60_000 };

/** Instants at a local midnight or a clock change in each zone (2026). */
const anchors = {
  'Europe/Stockholm': ['2026-01-13T23:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'],
  'Australia/Lord_Howe': ['2026-01-13T13:00:00Z', '2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'],
};
const startArb = fc
  .constantFrom(...(Object.keys(anchors) as (keyof typeof anchors)[]))
  .chain((zone) =>
    fc.record({
      zone: fc.constant(zone),
      startMs: fc
        .tuple(fc.constantFrom(...anchors[zone]), fc.integer({ min: -26 * 60, max: 6 * 60 }))
        .map(([anchor, minutes]) => Date.parse(anchor) + minutes * minute),
    }),
  );

const hhmm = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 1, 15, 30, 45, 59))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const daypartArb: fc.Arbitrary<Daypart> = fc.record({
  dayOfWeeks: fc.oneof(fc.constant(127), fc.integer({ min: 0, max: 127 })),
  weekdayStartTime: hhmm,
  weekdayEndTime: hhmm,
});
const daypartsArb = fc.array(daypartArb, { minLength: 1, maxLength: 3 });
const daypartTrigger = (dayparts: Daypart[]): ScreenTrigger => ({
  definition: { name: 'd', triggerGroup: 'Dayparts', actionType: 'Play' },
  setting: { dayparts },
});

const seconds = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return (h * 60 + m) * 60;
};
const hasDay = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;

/** The daypart rule read straight off the platform's wall clock, minute by minute. */
function daypartsHold(dayparts: readonly Daypart[], instantMs: number, zone: string): boolean {
  const clock = wallClock(instantMs, zone);
  const yesterday = (clock.weekday + 6) % 7;
  return dayparts.some((daypart) => {
    const start = seconds(daypart.weekdayStartTime);
    const endAfter = seconds(daypart.weekdayEndTime) + 60;
    if (start < endAfter) {
      return (
        hasDay(daypart.dayOfWeeks, clock.weekday) &&
        clock.second >= start &&
        clock.second < endAfter
      );
    }
    return (
      (hasDay(daypart.dayOfWeeks, clock.weekday) && clock.second >= start) ||
      (hasDay(daypart.dayOfWeeks, yesterday) && clock.second < endAfter % 86_400)
    );
  });
}

const minutesOf = (startMs: number) =>
  Array.from({ length: span / minute + 1 }, (_, i) => startMs + i * minute);

describe('dayparts over time', () => {
  it(
    'equal a minute-by-minute check, and each next event is the first real change',
    walkTimeout,
    () => {
      fc.assert(
        fc.property(startArb, daypartsArb, ({ zone, startMs }, dayparts) => {
          const trigger = daypartTrigger(dayparts);
          const minutes = minutesOf(startMs);
          const states = minutes.map((t) => daypartsHold(dayparts, t, zone));
          minutes.forEach((t, i) =>
            expect(triggerActiveAt(trigger, new Date(t), zone)).toBe(states[i]),
          );
          const changes = minutes.filter((_, i) => i > 0 && states[i] !== states[i - 1]);
          let from = startMs;
          for (const change of changes) {
            expect(nextTriggerEvent(trigger, new Date(from), zone)?.getTime()).toBe(change);
            from = change;
          }
          const after = nextTriggerEvent(trigger, new Date(from), zone);
          if (after) expect(after.getTime()).toBeGreaterThan(minutes.at(-1) as number);
        }),
        { numRuns: 25 },
      );
    },
  );
});

describe('timer firings', () => {
  it(
    'are exactly an interval apart within a local day and start again at local midnight',
    walkTimeout,
    () => {
      fc.assert(
        fc.property(
          startArb,
          fc.integer({ min: 10, max: 86_400 }),
          ({ zone, startMs }, everySeconds) => {
            const interval = { minutes: Math.floor(everySeconds / 60), seconds: everySeconds % 60 };
            const everyMs = everySeconds * 1000;
            let previous = nextTimerFiring(interval, zone, startMs);
            expect(previous).toBeGreaterThan(startMs);
            expect(previous - startMs).toBeLessThanOrEqual(everyMs);
            while (previous < startMs + span) {
              const next = nextTimerFiring(interval, zone, previous);
              const day = wallClock(next, zone).text.slice(0, 10);
              if (day === wallClock(previous, zone).text.slice(0, 10)) {
                expect(next - previous).toBe(everyMs);
              } else {
                // The first firing of a local day is its first instant.
                expect(wallClock(next, zone).second).toBe(0);
                expect(wallClock(next - 1000, zone).text.slice(0, 10)).not.toBe(day);
                expect(next - previous).toBeLessThanOrEqual(everyMs);
              }
              previous = next;
            }
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});

const externalTrigger = (value: string): ScreenTrigger => ({
  definition: { name: 'e', triggerGroup: 'External', actionType: 'Play', variableName: 'v' },
  setting: { value },
});
const triggerArb: fc.Arbitrary<ScreenTrigger> = fc.oneof(
  daypartsArb.map(daypartTrigger),
  fc.constantFrom('on', ' On ', 'off', '').map(externalTrigger),
  fc.constant<ScreenTrigger>({
    definition: { name: 't', triggerGroup: 'Timer', actionType: 'Interrupt' },
    setting: { interval: { minutes: 5, seconds: 0 } },
  }),
  daypartsArb.map((dayparts) => ({ ...daypartTrigger(dayparts), setting: null })),
);
const pairOfUses: ScheduleLayer[] = [
  {
    layerCode: 'main',
    channels: [
      channel('c', [
        row('whenActive', 1, { triggerUse: { triggerCode: 't', playWhen: 'Active' } }),
        row('whenInactive', 2, { triggerUse: { triggerCode: 't', playWhen: 'Inactive' } }),
      ]),
    ],
  },
];
const playedCodes = (items: { broadcastMediaCode: string }[]) =>
  items.map((item) => item.broadcastMediaCode);

describe('Active and Inactive uses', () => {
  it('never overlap and together cover all time', walkTimeout, () => {
    fc.assert(
      fc.property(startArb, triggerArb, ({ zone, startMs }, trigger) => {
        const triggers = { t: trigger };
        const [timeline] = scheduleTimeline(
          pairOfUses,
          zone,
          new Date(startMs),
          new Date(startMs + span),
          Infinity,
          triggers,
        );
        let reached = startMs;
        for (const segment of timeline?.segments ?? []) {
          expect(segment.from.getTime()).toBe(reached);
          expect(playedCodes(segment.items)).toHaveLength(1);
          reached = segment.until.getTime();
        }
        expect(reached).toBe(startMs + span);
      }),
      { numRuns: 60 },
    );
  });
});

describe('validUntil with triggers', () => {
  it('is never later than the first real change, minute by minute', walkTimeout, () => {
    fc.assert(
      fc.property(
        startArb,
        daypartsArb,
        fc.integer({ min: 0, max: 600 }),
        ({ zone, startMs }, dayparts, skip) => {
          const triggers = { t: daypartTrigger(dayparts) };
          const at = startMs + skip * minute;
          const resolved = resolveSchedule(pairOfUses, zone, new Date(at), triggers);
          const now = daypartsHold(dayparts, at, zone);
          const firstChange = minutesOf(at).find((t) => daypartsHold(dayparts, t, zone) !== now);
          expect(playedCodes(resolved.layers[0]?.items ?? [])).toEqual([
            now ? 'whenActive' : 'whenInactive',
          ]);
          if (firstChange !== undefined) expect(resolved.validUntil?.getTime()).toBe(firstChange);
          else if (resolved.validUntil)
            expect(resolved.validUntil.getTime()).toBeGreaterThan(at + span);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('interrupts', () => {
  it(
    'come at the first firing whose tied media is on, as a walk over every firing finds',
    walkTimeout,
    () => {
      fc.assert(
        fc.property(
          startArb,
          daypartsArb,
          fc.integer({ min: 1, max: 180 }),
          ({ zone, startMs }, dayparts, everyMinutes) => {
            const interval = { minutes: everyMinutes, seconds: 0 };
            const triggers: Record<string, ScreenTrigger> = {
              timer: {
                definition: { name: 't', triggerGroup: 'Timer', actionType: 'Interrupt' },
                setting: { interval },
              },
            };
            const layers: ScheduleLayer[] = [
              {
                layerCode: 'main',
                channels: [
                  channel('c', [
                    row('loop', 1),
                    row('jingle', 2, {
                      periods: daypartPeriods(dayparts),
                      triggerUse: { triggerCode: 'timer', playWhen: 'Active' },
                    }),
                  ]),
                ],
              },
            ];
            let expected: number | null = null;
            for (let t = nextTimerFiring(interval, zone, startMs); t <= startMs + span;) {
              if (daypartsHold(dayparts, t, zone)) {
                expected = t;
                break;
              }
              t = nextTimerFiring(interval, zone, t);
            }
            const until = new Date(startMs + span);
            const found = nextInterrupt(layers, zone, new Date(startMs), triggers, until);
            expect(found?.at.getTime() ?? null).toBe(expected);
            if (found) expect(playedCodes(found.layers[0]?.items ?? [])).toEqual(['jingle']);
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});
