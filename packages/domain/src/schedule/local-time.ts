/**
 * Wall-clock time in an IANA zone, as "local milliseconds": the instant's date and time in the
 * zone written as if it were UTC. Periods are local times, so they compare on this scale.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local milliseconds of an instant in a zone (to the second). */
export function toLocalMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

export const dayMs = 86_400_000;

/**
 * The first instant whose wall time is `localMs` by a zone's offsets (`offsetAt`, local minus
 * UTC at an instant): of the two a clock going back repeats, the earlier; in a gap a clock going
 * forward skips, the first instant after it (the change itself). Shifts of any size count, such
 * as Lord Howe Island's half hour: clocks change at most once in two days, so the offsets a day
 * either side are the only ones that can name this wall time.
 */
export function instantOfWallTime(localMs: number, offsetAt: (instantMs: number) => number) {
  const dayBefore = localMs - offsetAt(localMs - dayMs);
  const dayAfter = localMs - offsetAt(localMs + dayMs);
  const early = Math.min(dayBefore, dayAfter);
  const late = Math.max(dayBefore, dayAfter);
  const wallOf = (instantMs: number) => instantMs + offsetAt(instantMs);
  if (wallOf(early) === localMs) return early;
  if (wallOf(late) === localMs) return late;
  // In a gap, `early` reads before the wall time and `late` after it: the change lies between.
  let before = early;
  let after = late;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallOf(middle) < localMs) before = middle;
    else after = middle;
  }
  return after;
}

/** How far a zone's clock is ahead of UTC at an instant, straight from the platform (slow). */
export function measuredOffset(instantMs: number, timeZone: string): number {
  const second = Math.floor(instantMs / 1000) * 1000;
  return toLocalMs(second, timeZone) - second;
}

/**
 * The first instant whose local time is `localMs` or, in a gap a clock change skips, the first
 * instant after it.
 */
export const fromLocalMs = (localMs: number, timeZone: string): number =>
  instantOfWallTime(localMs, (instantMs) => measuredOffset(instantMs, timeZone));

/** Monday 1970-01-05 00:00, the first local week start after the epoch. */
export const firstMondayMs = 4 * dayMs;

/** Monday 0 .. Sunday 6 of a local time. */
export function weekdayOf(localMs: number): number {
  return ((Math.floor((localMs - firstMondayMs) / dayMs) % 7) + 7) % 7;
}

/** `YYYY-MM-DDTHH:mm:ss` local to local milliseconds. */
export function parseLocalDateTime(text: string): number {
  const ms = Date.parse(`${text}Z`);
  if (Number.isNaN(ms)) throw new Error(`Not a local date and time: ${text}`);
  return ms;
}

/** Time text as periods accept it: only `HH:MM` or `HH:MM:SS`, on a 24-hour clock. */
const timeText = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export const isTimeText = (text: string): boolean => timeText.test(text);

/** `HH:MM` or `HH:MM:SS` to milliseconds since midnight. */
export function parseTimeOfDay(text: string): number {
  const match = timeText.exec(text);
  if (!match) throw new Error(`Not a time of day: ${text}`);
  return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] ?? 0)) * 1000;
}

/** Local date and time text as periods store it: `YYYY-MM-DDTHH:mm:ss`, a real calendar date. */
export function isLocalDateTimeText(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === text;
}

/**
 * Local date and time as people and the shared widgets write it (`YYYY-MM-DD HH:mm`, spec 002
 * Table) in the one form periods store, `YYYY-MM-DDTHH:mm:ss`; other text comes back unchanged.
 */
export function toLocalDateTimeText(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(text);
  return match ? `${match[1]}T${match[2]}${match[3] ?? ':00'}` : text;
}

/** Local milliseconds back to `YYYY-MM-DDTHH:mm:ss`. */
export const formatLocalDateTime = (localMs: number): string =>
  new Date(localMs).toISOString().slice(0, 19);
