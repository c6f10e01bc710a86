import { dayMs } from './local-time';
import { dateEdgesOf, weekMs, weeklyEdgesOf, type Period } from './period';

/** Monday 1970-01-05 00:00, the first local week start after the epoch. */
const firstMonday = 4 * dayMs;

const weekStartOf = (localMs: number) =>
  localMs - ((((localMs - firstMonday) % weekMs) + weekMs) % weekMs);

/**
 * Every local time at which any of a set of periods may switch on or off: a weekly pattern of
 * window edges and the one-off date range edges. A superset is harmless (the answer is compared
 * at each edge), so the weekly edges of all periods are merged, whatever their date ranges.
 */
export class ScheduleEdges {
  private readonly weekly: number[];
  private readonly dates: number[];

  constructor(periods: Iterable<Period>) {
    const weekly = new Set<number>();
    const dates = new Set<number>();
    for (const period of periods) {
      for (const edge of weeklyEdgesOf(period)) weekly.add(edge);
      for (const edge of dateEdgesOf(period)) dates.add(edge);
    }
    this.weekly = [...weekly].sort((a, b) => a - b);
    this.dates = [...dates].sort((a, b) => a - b);
  }

  get isEmpty(): boolean {
    return this.weekly.length === 0 && this.dates.length === 0;
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
      const inWeek = localMs - weekStart;
      const later = this.weekly.find((edge) => edge > inWeek);
      const weekly =
        later === undefined ? weekStart + weekMs + (this.weekly[0] as number) : weekStart + later;
      next = Math.min(next, weekly);
    }
    return Number.isFinite(next) ? next : null;
  }
}
