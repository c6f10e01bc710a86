import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerFacts } from '../filters/player-condition';
import { broadcastChannels, type ScheduleBroadcast } from './broadcast-channels';
import { expectedAnswer, wallClock } from './expected-answer';
import { explainSchedule } from './explain-schedule';
import { resolveSchedule, scheduleChanges, type ScheduleLayer } from './resolve-schedule';
import { scheduleTimeline } from './schedule-timeline';
import {
  isInTakeoverWindow,
  isTakeoverRecurrence,
  nextWindowSwitch,
  type TakeoverRecurrence,
} from './takeover-windows';
import { channel, period, row } from './test-builders';

const zone = 'Europe/Stockholm';
const second = 1000;

const layersWith = (
  everyMinutes: number,
  forSeconds: number,
  values: Parameters<typeof channel>[2] = {},
): ScheduleLayer[] => [
  {
    layerCode: 'main',
    channels: [
      channel('normal', [row('a', 1)]),
      channel('takeover', [row('t', 1)], {
        isTakeover: true,
        takeoverRecurrence: { everyMinutes, forSeconds },
        ...values,
      }),
    ],
  },
];

const codesAt = (layers: ScheduleLayer[], at: string) =>
  resolveSchedule(layers, zone, new Date(at)).layers[0]?.items.map((i) => i.broadcastMediaCode);

describe('recurring takeover windows', () => {
  it('counts windows from local midnight and cuts the last one there', () => {
    const every15 = { everyMinutes: 15, forSeconds: 30 };
    const at = (time: string) => Date.parse(`1970-01-05T${time}Z`);
    expect(isInTakeoverWindow(every15, at('00:00:00'))).toBe(true);
    expect(isInTakeoverWindow(every15, at('00:00:29'))).toBe(true);
    expect(isInTakeoverWindow(every15, at('00:00:30'))).toBe(false);
    expect(isInTakeoverWindow(every15, at('10:45:10'))).toBe(true);
    expect(isInTakeoverWindow(every15, at('10:46:00'))).toBe(false);
    // 7 minutes does not divide a day: the window at 23:55 ends at midnight, where 00:00 starts.
    const every7 = { everyMinutes: 7, forSeconds: 400 };
    expect(isInTakeoverWindow(every7, at('23:55:00'))).toBe(true);
    expect(isInTakeoverWindow(every7, at('23:59:59'))).toBe(true);
  });

  it('finds the next window start or end on the wall clock, across midnight', () => {
    const at = (dateTime: string) => Date.parse(`${dateTime}Z`);
    const every15 = { everyMinutes: 15, forSeconds: 30 };
    expect(nextWindowSwitch(every15, at('2026-03-02T10:45:10'))).toBe(at('2026-03-02T10:45:30'));
    expect(nextWindowSwitch(every15, at('2026-03-02T10:45:30'))).toBe(at('2026-03-02T11:00:00'));
    expect(nextWindowSwitch(every15, at('2026-03-02T23:50:00'))).toBe(at('2026-03-03T00:00:00'));
    // Every 7 minutes: the 23:55 window is cut at midnight and runs on into the 00:00 one.
    const every7 = { everyMinutes: 7, forSeconds: 400 };
    expect(nextWindowSwitch(every7, at('2026-03-02T23:59:00'))).toBe(at('2026-03-03T00:06:40'));
    const every7Short = { everyMinutes: 7, forSeconds: 60 };
    expect(nextWindowSwitch(every7Short, at('2026-03-02T23:57:00'))).toBe(
      at('2026-03-03T00:00:00'),
    );
  });

  it('jumps to the same next switch as stepping through the windows second by second', () => {
    const recurrence: fc.Arbitrary<TakeoverRecurrence> = fc
      .integer({ min: 1, max: 1440 })
      .chain((everyMinutes) =>
        fc.record({
          everyMinutes: fc.constant(everyMinutes),
          forSeconds: fc.integer({ min: 5, max: Math.min(3600, everyMinutes * 60 - 1) }),
        }),
      );
    const localSecond = fc.integer({ min: 0, max: 3 * 86_400 - 1 });
    fc.assert(
      fc.property(recurrence, localSecond, (windows, secondOfDays) => {
        const from = Date.UTC(2026, 2, 2) + secondOfDays * second;
        let stepped = from + second;
        while (isInTakeoverWindow(windows, stepped) === isInTakeoverWindow(windows, from)) {
          stepped += second;
        }
        expect(nextWindowSwitch(windows, from)).toBe(stepped);
      }),
      { numRuns: 300 },
    );
  });

  it('takes whole minutes and seconds in bounds, each window shorter than the time between', () => {
    expect(isTakeoverRecurrence({ everyMinutes: 1, forSeconds: 59 })).toBe(true);
    expect(isTakeoverRecurrence({ everyMinutes: 1440, forSeconds: 3600 })).toBe(true);
    expect(isTakeoverRecurrence({ everyMinutes: 1, forSeconds: 60 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 0, forSeconds: 5 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 1441, forSeconds: 5 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 60, forSeconds: 4 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 120, forSeconds: 3601 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 2.5, forSeconds: 30 })).toBe(false);
    expect(isTakeoverRecurrence({ everyMinutes: 60, forSeconds: Number.NaN })).toBe(false);
  });

  it('takes over the layer only inside its windows, and plays nothing outside them', () => {
    const layers = layersWith(60, 300);
    // 10:02 in Stockholm (UTC+1): in the 10:00 window.
    expect(codesAt(layers, '2026-03-02T09:02:00Z')).toEqual(['t']);
    expect(codesAt(layers, '2026-03-02T09:05:00Z')).toEqual(['a']);
    expect(codesAt(layers, '2026-03-02T09:59:59Z')).toEqual(['a']);
    const inWindow = resolveSchedule(layers, zone, new Date('2026-03-02T09:02:00Z'));
    expect(inWindow.validUntil?.toISOString()).toBe('2026-03-02T09:05:00.000Z');
    const between = resolveSchedule(layers, zone, new Date('2026-03-02T09:05:00Z'));
    expect(between.validUntil?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('explains a takeover between two of its windows as waiting for the next one', () => {
    const layers = layersWith(60, 300);
    const explained = explainSchedule(layers, zone, new Date('2026-03-02T09:05:00Z'));
    const [normal, takeover] = explained.layers[0]?.channels ?? [];
    expect(normal?.verdict).toBe('playing');
    expect(normal).not.toHaveProperty('nextTakeoverWindowAt');
    expect(takeover?.verdict).toBe('betweenTakeoverWindows');
    expect(takeover?.nextTakeoverWindowAt?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(takeover?.rows.map((r) => r.verdict)).toEqual(['channelNotPlaying']);
    // The last window of the day is cut at midnight: the next one starts the next day.
    const every7 = layersWith(7, 60);
    const late = explainSchedule(every7, zone, new Date('2026-03-02T22:57:00Z'));
    expect(late.layers[0]?.channels[1]?.nextTakeoverWindowAt?.toISOString()).toBe(
      '2026-03-02T23:00:00.000Z',
    );
    const inWindow = explainSchedule(layers, zone, new Date('2026-03-02T09:02:00Z'));
    expect(inWindow.layers[0]?.channels[1]?.verdict).toBe('playing');
    expect(inWindow.layers[0]?.channels[1]).not.toHaveProperty('nextTakeoverWindowAt');
  });

  it('explains a takeover outside its periods as such, whether in a window or not', () => {
    const evening = period({ weekdayStartTime: '18:00' });
    const layers = layersWith(60, 300, { periods: [evening] });
    for (const at of ['2026-03-02T09:02:00Z', '2026-03-02T09:30:00Z']) {
      const explained = explainSchedule(layers, zone, new Date(at));
      expect(explained.layers[0]?.channels[1]).toMatchObject({ verdict: 'outsidePeriods' });
      expect(explained.layers[0]?.channels[1]).not.toHaveProperty('nextTakeoverWindowAt');
    }
    const evenings = explainSchedule(layers, zone, new Date('2026-03-02T17:30:00Z'));
    expect(evenings.layers[0]?.channels[1]).toMatchObject({
      verdict: 'betweenTakeoverWindows',
      nextTakeoverWindowAt: new Date('2026-03-02T18:00:00Z'),
    });
  });

  it('keeps to the broadcast periods too, and ignores windows without takeover', () => {
    const evening = period({ weekdayStartTime: '18:00' });
    const layers = layersWith(60, 300, { periods: [evening] });
    expect(codesAt(layers, '2026-03-02T09:02:00Z')).toEqual(['a']);
    expect(codesAt(layers, '2026-03-02T18:02:00Z')).toEqual(['t']);
    const plain = layersWith(60, 300, { isTakeover: false });
    expect(codesAt(plain, '2026-03-02T09:30:00Z')).toEqual(['a', 't']);
  });

  it('puts window starts and ends in the timeline', () => {
    const layers = layersWith(120, 600);
    const from = new Date('2026-03-02T23:00:00Z'); // local midnight
    const [main] = scheduleTimeline(layers, zone, from, new Date(from.getTime() + 4 * 3600_000));
    const segments = main?.segments.map((s) => [
      s.from.toISOString(),
      s.items.map((i) => i.broadcastMediaCode),
    ]);
    expect(segments).toEqual([
      ['2026-03-02T23:00:00.000Z', ['t']],
      ['2026-03-02T23:10:00.000Z', ['a']],
      ['2026-03-03T01:00:00.000Z', ['t']],
      ['2026-03-03T01:10:00.000Z', ['a']],
    ]);
  });

  it('generates the channel with its windows from a takeover broadcast only', () => {
    const recurrence = { everyMinutes: 30, forSeconds: 60 };
    const broadcast = (isTakeover: boolean): ScheduleBroadcast => ({
      broadcastCode: 'b',
      status: 'Confirmed',
      isTakeover,
      takeoverRecurrence: recurrence,
      periods: [],
      groups: [
        {
          groupCode: 'g',
          condition: null,
          fixedPlayerCodes: ['p'],
          layerCodes: ['main'],
          rows: [],
        },
      ],
    });
    const player: PlayerFacts = {
      playerCode: 'p',
      name: 'Screen',
      locationCode: null,
      playerFormatCode: 'landscape',
      layerCodes: ['main'],
      tagCodes: [],
      statusValues: [],
    };
    expect(broadcastChannels(player, [broadcast(true)]).get('main')?.[0]).toMatchObject({
      takeoverRecurrence: recurrence,
    });
    expect(
      broadcastChannels(player, [broadcast(false)]).get('main')?.[0]?.takeoverRecurrence,
    ).toBeUndefined();
  });

  /** Local midnights in Stockholm: a plain day, the spring clock change, the autumn one. */
  const days = ['2026-03-02T23:00:00Z', '2026-03-28T23:00:00Z', '2026-10-24T22:00:00Z'];

  it(
    'plays the takeover exactly inside its windows, second by second over a day',
    { timeout: 180_000 },
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 180 }),
          fc.integer({ min: 5, max: 3600 }),
          (everyMinutes, forSeconds) => {
            fc.pre(forSeconds < everyMinutes * 60);
            const layers = layersWith(everyMinutes, forSeconds);
            for (const day of days) {
              const fromMs = Date.parse(day);
              const untilMs = fromMs + 25 * 3600 * second;
              const changes = scheduleChanges(layers, zone, fromMs);
              let nextChange = changes.next();
              let resolved = JSON.stringify(resolveSchedule(layers, zone, new Date(fromMs)).layers);
              for (let ms = fromMs; ms < untilMs; ms += second) {
                if (!nextChange.done && nextChange.value.atMs === ms) {
                  resolved = JSON.stringify(resolveSchedule(layers, zone, new Date(ms)).layers);
                  nextChange = changes.next();
                }
                const expected = expectedAnswer(layers, zone, ms);
                expect(resolved).toBe(JSON.stringify(expected));
                const clock = wallClock(ms, zone);
                const isInWindow = clock.second % (everyMinutes * 60) < forSeconds;
                expect(expected[0]?.items.map((i) => i.broadcastMediaCode)).toEqual(
                  isInWindow ? ['t'] : ['a'],
                );
              }
            }
          },
        ),
        { numRuns: 2 },
      );
    },
  );
});
