// The engine half of npm run bench:triggers (no database, no network): one screen whose
// broadcasts, groups and media rows use 50 triggers (dayparts, the account's timer, external
// play and interrupt variables), resolved at moments all through one day, and its day's timeline.
// Target: under 1 ms per resolve.
import { performance } from 'node:perf_hooks';
import {
  resolveSchedule,
  scheduleTimeline,
  screenLayers,
  type PlayerFacts,
  type ScheduleBroadcast,
  type ScheduleRow,
  type ScreenTrigger,
  type TriggerStates,
  type TriggerUse,
} from '@marquee/domain';
import { next } from '../schedule/bench-fixtures';
import { percentile } from '../lib/statistics.mjs';

const zone = 'Europe/Stockholm';
/** A Monday in Stockholm, midnight to midnight. */
const dayStart = new Date('2026-03-01T23:00:00Z');
const dayEnd = new Date('2026-03-02T23:00:00Z');
const resolveCount = 5_000;
const timelineCount = 200;
const two = (n: number) => String(n).padStart(2, '0');

function daypart(): ScreenTrigger {
  const start = 6 + next(14);
  const windows = Array.from({ length: 1 + next(3) }, () => ({
    dayOfWeeks: [127, 31, 96, 1 + next(127)][next(4)]!,
    weekdayStartTime: `${two(start)}:${['00', '15', '30', '45'][next(4)]}`,
    weekdayEndTime: `${two((start + 1 + next(6)) % 24)}:59`,
  }));
  return {
    definition: { name: 'Daypart', triggerGroup: 'Dayparts', actionType: 'Play' },
    setting: { dayparts: windows },
  };
}

const external = (n: number, actionType: 'Play' | 'Interrupt'): ScreenTrigger => ({
  definition: {
    name: `External ${n}`,
    triggerGroup: 'External',
    actionType,
    variableName: `variable${n}`,
    activeValue: 'on',
  },
  setting: { value: n % 2 ? 'on' : 'off' },
});

/** 30 dayparts, the account's one timer (every 5 minutes), 14 external plays, 5 interrupts. */
const triggers: TriggerStates = Object.fromEntries([
  ...Array.from({ length: 30 }, (_, n) => [`daypart-${n}`, daypart()]),
  [
    'timer',
    {
      definition: { name: 'Timer', triggerGroup: 'Timer', actionType: 'Interrupt' },
      setting: { interval: { minutes: 5, seconds: 0 } },
    },
  ],
  ...Array.from({ length: 14 }, (_, n) => [`external-${n}`, external(n, 'Play')]),
  ...Array.from({ length: 5 }, (_, n) => [`interrupt-${n}`, external(14 + n, 'Interrupt')]),
]);
const codes = Object.keys(triggers);
const plays = codes.filter((code) => triggers[code]!.definition.actionType === 'Play');
const interrupts = codes.filter((code) => triggers[code]!.definition.actionType === 'Interrupt');
let used = 0;
/** Every trigger used at least once: play triggers in turn, then at random. */
const playUse = (): TriggerUse => ({
  triggerCode: plays[used < plays.length ? used++ : next(plays.length)]!,
  playWhen: next(3) ? 'Active' : 'Inactive',
});

const screen: PlayerFacts = {
  playerCode: 'screen',
  name: 'Screen',
  locationCode: 'store',
  playerFormatCode: 'landscape',
  layerCodes: ['main', 'ticker'],
  tagCodes: ['all'],
  statusValues: ['OK'],
};
const condition = {
  operator: 'AND' as const,
  subNodes: [
    { nodeType: 'Tags' as const, nodeKey: 'Tags', codes: ['all'], codeCondition: 'In' as const },
  ],
};
const rowsOf = (b: number, g: number, interrupt?: string): ScheduleRow[] =>
  Array.from({ length: 3 + next(4) }, (_, i) => ({
    broadcastMediaCode: `bm-${b}-${g}-${i}`,
    mediaCode: `media-${next(200)}`,
    orderN: i + 1,
    durationMs: 10_000,
    isPaused: false,
    periods: [],
    triggerUse:
      interrupt && i === 0
        ? { triggerCode: interrupt, playWhen: 'Active' }
        : next(2)
          ? playUse()
          : null,
  }));
/** 24 broadcasts of one or two groups; the interrupts each gate a row of their own broadcast. */
const broadcasts: ScheduleBroadcast[] = Array.from({ length: 24 }, (_, b) => ({
  broadcastCode: `b-${b}`,
  status: 'Confirmed',
  isTakeover: b % 12 === 0,
  periods: [],
  broadcastType: b % 4 === 0 ? 'Campaign' : 'Standard',
  triggerUse: next(4) === 0 ? playUse() : null,
  groups: Array.from({ length: 1 + next(2) }, (_, g) => ({
    groupCode: `g-${b}-${g}`,
    condition,
    fixedPlayerCodes: [],
    layerCodes: next(5) ? ['main'] : ['ticker'],
    triggerUse: next(2) ? playUse() : null,
    rows: rowsOf(b, g, g === 0 ? interrupts[b] : undefined),
  })),
}));
const layers = screenLayers(
  screen,
  screen.layerCodes.map((layerCode) => ({ layerCode, channels: [] })),
  broadcasts,
);
const uses = new Set(
  broadcasts.flatMap((b) => [
    b.triggerUse?.triggerCode,
    ...b.groups.flatMap((g) => [
      g.triggerUse?.triggerCode,
      ...g.rows.map((r) => r.triggerUse?.triggerCode),
    ]),
  ]),
);

function timed<T>(count: number, call: (n: number) => T) {
  for (let n = 0; n < Math.min(200, count); n += 1) call(n); // warm up (JIT)
  const times: number[] = [];
  let last: T | undefined;
  for (let n = 0; n < count; n += 1) {
    const start = performance.now();
    last = call(n);
    times.push(performance.now() - start);
  }
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { p50: percentile(times, 50), p99: percentile(times, 99), mean, last: last! };
}

const dayMs = dayEnd.getTime() - dayStart.getTime();
const moments = Array.from(
  { length: resolveCount },
  () => new Date(dayStart.getTime() + Math.floor((next(1_000_000) / 1_000_000) * dayMs)),
);
const resolve = timed(resolveCount, (n) => resolveSchedule(layers, zone, moments[n]!, triggers));
/**
 * Each moment's cost without the machine's noise: its fastest of `rounds` resolves. On a busy
 * machine a preempted resolve lands in the p99 above; a moment that truly costs more shows here.
 */
function fastestPerMoment(rounds: number) {
  const fastest = moments.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < rounds; round += 1) {
    moments.forEach((moment, n) => {
      const start = performance.now();
      resolveSchedule(layers, zone, moment, triggers);
      fastest[n] = Math.min(fastest[n]!, performance.now() - start);
    });
  }
  return { p50: percentile(fastest, 50), p99: percentile(fastest, 99), max: Math.max(...fastest) };
}
const fastestRounds = 5;
const fastest = fastestPerMoment(fastestRounds);
const timeline = timed(timelineCount, () =>
  scheduleTimeline(layers, zone, dayStart, dayEnd, Infinity, triggers),
);

const ms = (x: number) => `${x.toFixed(3)} ms`;
const channels = layers.reduce((sum, layer) => sum + layer.channels.length, 0);
const rows = layers.reduce(
  (sum, layer) => sum + layer.channels.reduce((n, channel) => n + channel.rows.length, 0),
  0,
);
const segments = timeline.last.reduce((sum, layer) => sum + layer.segments.length, 0);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `Engine: Node ${process.version}; one screen, ${codes.length} triggers (${uses.size - (uses.has(undefined) ? 1 : 0)} used), ${channels} channels, ${rows} rows on ${layers.length} layers`,
);
print(
  `resolveSchedule at ${resolveCount} moments of a day: p50 ${ms(resolve.p50)}, mean ${ms(resolve.mean)}, p99 ${ms(resolve.p99)} (target < 1 ms)`,
);
print(
  `each moment's fastest of ${fastestRounds} resolves (the engine without the machine's noise): p50 ${ms(fastest.p50)}, p99 ${ms(fastest.p99)}, max ${ms(fastest.max)}`,
);
print(
  `scheduleTimeline of the day (${segments} segments), ${timelineCount} times: p50 ${ms(timeline.p50)}, mean ${ms(timeline.mean)}, p99 ${ms(timeline.p99)}`,
);
