import type { ForecastHorizon } from '@marquee/contracts';

const offsetPattern = /(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

/** The offset an ISO date-time is written with, in milliseconds east of UTC. */
function writtenOffsetMs(dateTime: string): number {
  const match = offsetPattern.exec(dateTime);
  if (!match?.[1]) return 0;
  const ms = (Number(match[2]) * 60 + Number(match[3])) * 60_000;
  return match[1] === '-' ? -ms : ms;
}

/** `wall` moved by whole months, on the last day of the month when the day does not exist there. */
function addMonths(wall: Date, months: number) {
  const day = wall.getUTCDate();
  wall.setUTCDate(1);
  wall.setUTCMonth(wall.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  wall.setUTCDate(Math.min(day, lastDay));
}

/**
 * The end of a horizon that starts at `from`: one day, week, month or year later on the calendar
 * of the offset `from` is written in, so a month from local midnight ends at local midnight.
 */
export function horizonEnd(from: string, horizon: ForecastHorizon): Date {
  const offsetMs = writtenOffsetMs(from);
  const wall = new Date(new Date(from).getTime() + offsetMs);
  if (horizon === 'day') wall.setUTCDate(wall.getUTCDate() + 1);
  if (horizon === 'week') wall.setUTCDate(wall.getUTCDate() + 7);
  if (horizon === 'month') addMonths(wall, 1);
  if (horizon === 'year') addMonths(wall, 12);
  return new Date(wall.getTime() - offsetMs);
}
