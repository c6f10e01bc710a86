import { dateEdgesOf, weekMs, weekStartOf, weeklyEdgesOf, type Period } from './period';

/** A channel or a row: something a set of periods switches on and off. */
export interface Switched {
  periods: readonly Period[];
  /** Whether it is on at a local time, when that is quicker to tell than by its periods. */
  isOnAt?: (localMs: number) => boolean;
  /**
   * For what switches too often to list (a takeover's windows), in place of periods: its first
   * switch after a local time, worked out when asked; null when no switch of it can change the
   * answer before the next listed edge. Whether one can must hold from one listed edge to the
   * next.
   */
  nextSwitchAfter?: (localMs: number) => number | null;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (list.at(-1) !== value) list.push(value);
}

/**
 * Every local time at which something may switch on or off, with what may switch there: a
 * weekly pattern of window edges, the one-off date range edges, and the switches worked out
 * when asked (`nextSwitchAfter`). Weekly edges of a period outside its date range stay in; they
 * switch nothing, and cost a look.
 */
export class ScheduleEdges {
  readonly switched: readonly Switched[];
  /** What tells its own next switch: looked at on every edge, as it is listed on none. */
  private readonly computed: readonly Switched[];
  private readonly weekly: number[];
  private readonly weeklySwitched = new Map<number, Switched[]>();
  private readonly dates: number[];
  private readonly datesSwitched = new Map<number, Switched[]>();

  constructor(switched: readonly Switched[]) {
    this.switched = switched;
    this.computed = switched.filter((item) => item.nextSwitchAfter);
    for (const item of switched) {
      for (const period of item.periods) {
        for (const edge of weeklyEdgesOf(period)) addTo(this.weeklySwitched, edge, item);
        for (const edge of dateEdgesOf(period)) addTo(this.datesSwitched, edge, item);
      }
    }
    this.weekly = [...this.weeklySwitched.keys()].sort((a, b) => a - b);
    this.dates = [...this.datesSwitched.keys()].sort((a, b) => a - b);
  }

  get isEmpty(): boolean {
    return this.weekly.length === 0 && this.dates.length === 0 && this.computed.length === 0;
  }

  /** The first date range edge after a local time, if any. */
  nextDateEdge(localMs: number): number | null {
    return this.dates.find((edge) => edge > localMs) ?? null;
  }

  /** The first edge of either kind after a local time; null when there is none. */
  nextEdge(localMs: number): number | null {
    let next = this.nextDateEdge(localMs) ?? Number.POSITIVE_INFINITY;
    if (this.weekly.length) {
      const weekStart = weekStartOf(localMs);
      const later = firstAbove(this.weekly, localMs - weekStart);
      const weekly =
        later === undefined ? weekStart + weekMs + (this.weekly[0] as number) : weekStart + later;
      next = Math.min(next, weekly);
    }
    for (const item of this.computed) {
      const switchAt = item.nextSwitchAfter?.(localMs) ?? null;
      if (switchAt !== null) next = Math.min(next, switchAt);
    }
    return Number.isFinite(next) ? next : null;
  }

  /**
   * What may switch at an edge. What tells its own switches is always in: it is quick to read,
   * and a switch it let pass while that could change nothing is taken in on the next edge.
   */
  switchedAt(localMs: number): Switched[] {
    const weekly = this.weeklySwitched.get(localMs - weekStartOf(localMs)) ?? [];
    const dates = this.datesSwitched.get(localMs) ?? [];
    return this.computed.length || dates.length ? [...weekly, ...dates, ...this.computed] : weekly;
  }
}

/** The first value above `value` in an ascending list (binary search). */
function firstAbove(sorted: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return sorted[low];
}
