import type { ForecastHorizon, ForecastItem, ForecastPlayer } from '@marquee/contracts';

/** Midnight of a local calendar day, read from `YYYY-MM-DD` (a time after it is ignored). */
export function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) ? null : day;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `YYYY-MM-DD` of a local day. */
export const formatDay = (day: Date) =>
  `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;

/** Local midnight of `day` written with its offset, as the forecast call takes its start. */
export function startInstant(day: Date): string {
  const offset = -day.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return `${formatDay(day)}T00:00:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The first day of the horizon holding `day`: the day, its week's Monday, its month's or year's first. */
export function horizonStart(day: Date, horizon: ForecastHorizon): Date {
  const y = day.getFullYear();
  const m = day.getMonth();
  if (horizon === 'week') return new Date(y, m, day.getDate() - ((day.getDay() + 6) % 7));
  if (horizon === 'month') return new Date(y, m, 1);
  if (horizon === 'year') return new Date(y, 0, 1);
  return new Date(y, m, day.getDate());
}

/** `start` moved by whole horizons on the local calendar (negative: back). */
export function stepHorizon(start: Date, horizon: ForecastHorizon, steps: number): Date {
  const y = start.getFullYear();
  const m = start.getMonth();
  const d = start.getDate();
  if (horizon === 'day') return new Date(y, m, d + steps);
  if (horizon === 'week') return new Date(y, m, d + 7 * steps);
  if (horizon === 'month') return new Date(y, m + steps, 1);
  return new Date(y + steps, 0, 1);
}

export interface AxisTick {
  at: Date;
  /** From the axis's start, 0 .. 1. */
  position: number;
  /** Ticks too dense to name each one carry a line only. */
  isLabelled: boolean;
}

/**
 * The axis marks of a horizon: every 3 hours of a day, each day of a week, each day of a month
 * (named weekly), each month of a year.
 */
export function axisTicks(from: Date, until: Date, horizon: ForecastHorizon): AxisTick[] {
  const span = until.getTime() - from.getTime();
  const ticks: AxisTick[] = [];
  const next = (at: Date): Date => {
    if (horizon === 'day') return new Date(at.getTime() + 3 * 3_600_000);
    if (horizon === 'year') return new Date(at.getFullYear(), at.getMonth() + 1, 1);
    return new Date(at.getFullYear(), at.getMonth(), at.getDate() + 1);
  };
  for (let at = new Date(from), index = 0; at < until; at = next(at), index += 1) {
    ticks.push({
      at,
      position: (at.getTime() - from.getTime()) / span,
      isLabelled: horizon !== 'month' || index % 7 === 0,
    });
  }
  return ticks;
}

export interface PlacedSegment {
  /** From the axis's start, 0 .. 1. */
  left: number;
  width: number;
  from: Date;
  until: Date;
  /** What plays, indexes into the screen's items. */
  items: number[];
}

/** Segments on the axis [from, until): clipped to it, those outside left out. */
export function placeSegments(
  segments: readonly { from: string; until: string; items: number[] }[],
  from: Date,
  until: Date,
): PlacedSegment[] {
  const start = from.getTime();
  const span = until.getTime() - start;
  return segments.flatMap((segment) => {
    const a = Math.max(new Date(segment.from).getTime(), start);
    const b = Math.min(new Date(segment.until).getTime(), until.getTime());
    if (b <= a) return [];
    return [
      {
        left: (a - start) / span,
        width: (b - a) / span,
        from: new Date(a),
        until: new Date(b),
        items: segment.items,
      },
    ];
  });
}

/** Where an item comes from, as the legend and the colours group it: a broadcast or a channel. */
export interface ForecastSource {
  key: string;
  name: string;
  source: ForecastItem['source'];
  color: string;
}

export const sourceKeyOf = (item: ForecastItem) =>
  item.source === 'broadcast'
    ? `broadcast ${item.broadcastCode ?? ''}`
    : `channel ${item.channelName}`;

const palette = [
  'blue',
  'teal',
  'orange',
  'grape',
  'lime',
  'red',
  'cyan',
  'yellow',
  'pink',
  'indigo',
];

/**
 * The sources the screens play from, broadcasts first, each by name, with a colour each: a
 * broadcast keeps its colour on every screen and over every horizon, and so do a name's
 * manual channels.
 */
export function sourcesOf(screens: readonly ForecastPlayer[]): Map<string, ForecastSource> {
  const found = new Map<string, Omit<ForecastSource, 'color'>>();
  for (const screen of screens) {
    for (const item of screen.items) {
      const key = sourceKeyOf(item);
      if (!found.has(key)) found.set(key, { key, name: item.channelName, source: item.source });
    }
  }
  const ordered = [...found.values()].sort(
    (a, b) =>
      Number(a.source === 'manual') - Number(b.source === 'manual') ||
      a.name.localeCompare(b.name) ||
      a.key.localeCompare(b.key),
  );
  return new Map(
    ordered.map((source, index) => {
      const shade = Math.floor(index / palette.length) % 2 === 0 ? 6 : 3;
      const color = `var(--mantine-color-${palette[index % palette.length]}-${shade})`;
      return [source.key, { ...source, color }];
    }),
  );
}

/** The sources a segment plays from, each once, in the legend's order: its block's lanes. */
export function segmentLanes(
  items: readonly number[],
  screen: ForecastPlayer,
  sources: ReadonlyMap<string, ForecastSource>,
): string[] {
  const keys = new Set(
    items.flatMap((index) => {
      const item = screen.items[index];
      return item ? [sourceKeyOf(item)] : [];
    }),
  );
  return [...sources.keys()].filter((key) => keys.has(key));
}

/** The part of the axis a truncated timeline leaves out, from 0 .. 1 to the end; null: none. */
export function unshownFrom(shownUntil: string, from: Date, until: Date): number | null {
  const end = new Date(shownUntil).getTime();
  if (end >= until.getTime()) return null;
  return Math.max(0, (end - from.getTime()) / (until.getTime() - from.getTime()));
}
