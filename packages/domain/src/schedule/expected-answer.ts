import type { Period } from './period';
import type {
  ResolvedLayer,
  ScheduleChannel,
  ScheduleLayer,
  ScheduleRow,
} from './resolve-schedule';

/**
 * What the schedule rules say plays at an instant, worked out for tests without the module's
 * clock: the zone's wall clock and weekday come straight from the platform's
 * `Intl.DateTimeFormat`, periods compare as text and seconds.
 */

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in a zone: `YYYY-MM-DDTHH:mm:ss`, seconds since midnight, Monday 0 .. Sunday 6. */
export function wallClock(instantMs: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(
    formatter.formatToParts(new Date(instantMs)).map(({ type, value }) => [type, value]),
  );
  const time = `${part.hour}:${part.minute}:${part.second}`;
  return {
    text: `${part.year}-${part.month}-${part.day}T${time}`,
    second: secondsOf(time),
    weekday: weekdays.indexOf(part.weekday ?? ''),
  };
}

function secondsOf(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return (h * 60 + m) * 60 + s;
}

const daySeconds = 24 * 60 * 60;
const hasDay = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;

function isOn(period: Period, clock: ReturnType<typeof wallClock>): boolean {
  if (period.startDateTime !== null && clock.text < period.startDateTime) return false;
  if (period.endDateTime !== null && clock.text > period.endDateTime) return false;
  const start = secondsOf(period.weekdayStartTime ?? '00:00');
  const end = period.weekdayEndTime ?? '23:59';
  // The end is inclusive to its last minute, or its second when it names one.
  const endAfter = secondsOf(end) + (end.length > 5 ? 1 : 60);
  const yesterday = (clock.weekday + 6) % 7;
  if (start < endAfter) {
    return (
      hasDay(period.dayOfWeeks, clock.weekday) && clock.second >= start && clock.second < endAfter
    );
  }
  // Across midnight: the window belongs to the day it starts on.
  return (
    (hasDay(period.dayOfWeeks, clock.weekday) && clock.second >= start) ||
    (hasDay(period.dayOfWeeks, yesterday) && clock.second < endAfter % daySeconds)
  );
}

const isOnDuring = (periods: readonly Period[], clock: ReturnType<typeof wallClock>) =>
  periods.length === 0 || periods.some((period) => isOn(period, clock));

/** A recurring takeover's windows, counted in wall-clock seconds from midnight. */
const isInWindow = (channel: ScheduleChannel, clock: ReturnType<typeof wallClock>) => {
  const recurrence = channel.isTakeover ? channel.takeoverRecurrence : null;
  return !recurrence || clock.second % (recurrence.everyMinutes * 60) < recurrence.forSeconds;
};

function rowsPlaying(channel: ScheduleChannel, clock: ReturnType<typeof wallClock>): ScheduleRow[] {
  if (!channel.isActive || !isOnDuring(channel.periods, clock) || !isInWindow(channel, clock)) {
    return [];
  }
  return channel.rows
    .filter((row) => !row.isPaused && isOnDuring(row.periods, clock))
    .sort(
      (a, b) => a.orderN - b.orderN || a.broadcastMediaCode.localeCompare(b.broadcastMediaCode),
    );
}

/** What each layer plays at the instant in the zone; a takeover with something on wins its layer. */
export function expectedAnswer(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  instantMs: number,
): ResolvedLayer[] {
  const clock = wallClock(instantMs, timeZone);
  return layers.map((layer) => {
    const playing = layer.channels
      .map((channel) => ({ channel, rows: rowsPlaying(channel, clock) }))
      .filter(({ rows }) => rows.length > 0);
    const takeovers = playing.filter(({ channel }) => channel.isTakeover);
    return {
      layerCode: layer.layerCode,
      items: (takeovers.length ? takeovers : playing).flatMap(({ channel, rows }) =>
        rows.map((row) => ({
          channelCode: channel.channelCode,
          broadcastMediaCode: row.broadcastMediaCode,
          mediaCode: row.mediaCode,
          durationMs: row.durationMs,
        })),
      ),
    };
  });
}
