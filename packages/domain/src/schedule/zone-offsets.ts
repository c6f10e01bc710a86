import { dayMs, measuredOffset } from './local-time';

/** A zone's offset from UTC over one UTC year: at its start, and each change in it. */
interface YearOffsets {
  startOffset: number;
  changes: { atMs: number; offset: number }[];
}

const years = new Map<string, Map<number, YearOffsets>>();

/**
 * Finds a year's offset changes once, probing each day and narrowing each change to its second,
 * so that resolving reads offsets by arithmetic (clocks change at most a few times a year, and
 * never twice in a day).
 */
function yearOffsets(year: number, timeZone: string): YearOffsets {
  let zone = years.get(timeZone);
  if (!zone) {
    zone = new Map();
    years.set(timeZone, zone);
  }
  let offsets = zone.get(year);
  if (!offsets) {
    const startMs = Date.UTC(year, 0, 1);
    const endMs = Date.UTC(year + 1, 0, 1);
    const startOffset = measuredOffset(startMs, timeZone);
    const changes: YearOffsets['changes'] = [];
    let previous = startOffset;
    for (let probe = startMs + dayMs; probe < endMs + dayMs; probe += dayMs) {
      const offset = measuredOffset(Math.min(probe, endMs - 1000), timeZone);
      if (offset === previous) continue;
      let same = Math.floor((probe - dayMs) / 1000);
      let changed = Math.floor(Math.min(probe, endMs - 1000) / 1000);
      while (changed - same > 1) {
        const middle = Math.floor((same + changed) / 2);
        if (measuredOffset(middle * 1000, timeZone) === previous) same = middle;
        else changed = middle;
      }
      changes.push({ atMs: changed * 1000, offset });
      previous = offset;
    }
    offsets = { startOffset, changes };
    zone.set(year, offsets);
  }
  return offsets;
}

const yearOf = (instantMs: number) => new Date(instantMs).getUTCFullYear();

/** How far the zone's clock is ahead of UTC at an instant (whole seconds). */
export function zoneOffsetAt(instantMs: number, timeZone: string): number {
  const { startOffset, changes } = yearOffsets(yearOf(instantMs), timeZone);
  let offset = startOffset;
  for (const change of changes) {
    if (change.atMs > instantMs) break;
    offset = change.offset;
  }
  return offset;
}

/** The first instant after `instantMs`, up to `limitMs`, at which the zone's offset changes. */
export function nextOffsetChange(
  instantMs: number,
  limitMs: number,
  timeZone: string,
): number | null {
  let offset = zoneOffsetAt(instantMs, timeZone);
  for (let year = yearOf(instantMs); year <= yearOf(limitMs); year += 1) {
    const { startOffset, changes } = yearOffsets(year, timeZone);
    const yearStartMs = Date.UTC(year, 0, 1);
    // A change on the stroke of a new year shows only as that year's starting offset.
    const atStart = yearStartMs > instantMs && startOffset !== offset ? yearStartMs : null;
    const atMs = atStart ?? changes.find((c) => c.atMs > instantMs)?.atMs;
    if (atMs !== undefined) return atMs <= limitMs ? atMs : null;
    offset = changes.at(-1)?.offset ?? startOffset;
  }
  return null;
}

/** The local milliseconds of an instant, by the cached offsets. */
export const zoneLocalMs = (instantMs: number, timeZone: string): number =>
  instantMs + zoneOffsetAt(instantMs, timeZone);
