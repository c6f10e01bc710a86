// npm run bench:schedule: the scheduling engine on its own (no database, no network).
// 1. One screen resolved against 1,000 broadcasts: the broadcasts' groups matched against the
//    screen, its channels built and what plays now with the exact validUntil (target < 1 ms).
// 2. One broadcast edited among 1,000, with 10,000 screens: find the screens it reaches before
//    or after the edit and resolve each of them again (the engine's share of the 2 s target for
//    notifying the affected screens).
// 3. The 7-day timeline a manifest carries for a screen to play offline.
// 4. A year's forecast of one screen, each layer capped at the forecast's segment cap.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  groupReach,
  resolveSchedule,
  scheduleTimeline,
  screenLayers,
  type PlayerFacts,
  type ScheduleBroadcast,
  type ScheduleLayer,
} from '@marquee/domain';
import { maxForecastSegments } from '@marquee/contracts';
import { layerCodes, next, randomBroadcasts, randomScreen } from './bench-fixtures';

const screenCount = 10_000;
const broadcastCount = 1_000;
const screens = Array.from({ length: screenCount }, (_, i) => randomScreen(i));
const broadcasts = randomBroadcasts(
  broadcastCount,
  screens.map((s) => s.playerCode),
);
const ownLayers: ScheduleLayer[] = layerCodes.map((layerCode) => ({ layerCode, channels: [] }));
/** A Monday morning in March: windows open and close all around it. */
const at = new Date('2026-03-02T09:15:00Z');

function resolveScreen(screen: PlayerFacts & { timeZone: string }) {
  const layers = screenLayers(screen, ownLayers, broadcasts);
  return resolveSchedule(layers, screen.timeZone, at);
}

/** One line of the report. */
const print = (line: string) => process.stdout.write(`${line}\n`);

function timeEach<T>(items: readonly T[], run: (item: T) => unknown): number[] {
  return items.map((item) => {
    const start = performance.now();
    run(item);
    return performance.now() - start;
  });
}

function summary(label: string, ms: number[]) {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = ms.reduce((sum, x) => sum + x, 0) / ms.length;
  const f = (x: number) => x.toFixed(3);
  print(
    `${label}: n ${ms.length}, mean ${f(mean)} ms, p50 ${f(at(0.5))} ms, p99 ${f(at(0.99))} ms, max ${f(at(1))} ms`,
  );
}

// Warm up the JIT and the zones' formatters on other screens first.
timeEach(screens.slice(0, 300), resolveScreen);

const sample = screens.slice(1_000, 3_000);
const channelsPerScreen =
  sample
    .slice(0, 200)
    .map((s) => screenLayers(s, ownLayers, broadcasts))
    .reduce((sum, layers) => sum + layers.reduce((n, l) => n + l.channels.length, 0), 0) / 200;
const [one, five, fifteen] = readFileSync('/proc/loadavg', 'utf8').split(' ');
print(
  `Engine: Node ${process.version}, load average ${one}, ${five}, ${fifteen}; ${broadcastCount} broadcasts, ${screenCount} screens; a screen gets ${channelsPerScreen.toFixed(1)} broadcast channels on average`,
);
summary('1. resolve one screen against 1,000 broadcasts', timeEach(sample, resolveScreen));

const reaches = (broadcast: ScheduleBroadcast, screen: PlayerFacts) =>
  broadcast.groups.some((group) => groupReach(group, screen) !== null);
const editRuns = Array.from({ length: 5 }, () => next(broadcastCount));
const editMs = timeEach(editRuns, (index) => {
  const before = broadcasts[index] as ScheduleBroadcast;
  const after: ScheduleBroadcast = { ...before, isTakeover: !before.isTakeover };
  broadcasts[index] = after;
  const affected = screens.filter((s) => reaches(before, s) || reaches(after, s));
  for (const screen of affected) resolveScreen(screen);
  print(`   edit of ${before.broadcastCode}: ${affected.length} screens affected`);
});
summary('2. one broadcast edit: find and resolve the affected of 10,000 screens', editMs);

const week = 7 * 24 * 3_600_000;
summary(
  '3. 7-day timeline of one screen',
  timeEach(sample.slice(0, 300), (screen) =>
    scheduleTimeline(
      screenLayers(screen, ownLayers, broadcasts),
      screen.timeZone,
      at,
      new Date(at.getTime() + week),
    ),
  ),
);

const year = 365 * 24 * 3_600_000;
const yearly = sample.slice(0, 100).map((screen) => {
  const layers = screenLayers(screen, ownLayers, broadcasts);
  const start = performance.now();
  const timelines = scheduleTimeline(
    layers,
    screen.timeZone,
    at,
    new Date(at.getTime() + year),
    maxForecastSegments,
  );
  return { ms: performance.now() - start, isTruncated: timelines.some((t) => t.isTruncated) };
});
print(`   ${yearly.filter((y) => y.isTruncated).length} of ${yearly.length} years truncated`);
summary(
  '4. year forecast of one screen (segment cap)',
  yearly.map((y) => y.ms),
);
