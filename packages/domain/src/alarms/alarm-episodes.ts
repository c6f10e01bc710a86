/**
 * Alarms (spec 000 "Alarm (external message)"): when a screen has had no contact, or a status at
 * or above its account's alarm level, for long enough, one alarm is raised for the episode and
 * one "resolved" when it ends. The check runs every 30 s over every screen; this is the decision
 * it takes for one screen, pure so that every rule can be tried here.
 */
import type { PlayerStatus } from '../players/player-status';
import { dayMs, parseTimeOfDay, toLocalMs, weekdayOf } from '../schedule/local-time';
import {
  playerStatusAlarmLevels,
  weekdays,
  type PlayerStatusAlarmLevel,
  type PowerScheduleDay,
} from '../settings/player-setting-definitions';

/**
 * Silence after which a screen counts as without contact for alarms: two heartbeats at the
 * gateway's 30 s. Shorter than the status's three minutes, so that an alarm after one minute
 * means one minute of silence.
 */
export const alarmSilenceMs = 60_000;

/** What an alarm is about: no contact, or a status at the given level. */
export type AlarmCondition =
  { reason: 'noContact'; since: Date } | { reason: 'status'; level: PlayerStatusAlarmLevel };

/** The alarm settings of one screen, as its player settings resolve. */
export interface AlarmThresholds {
  /** 0 is off. */
  afterMinutes: number;
  issueLevel: PlayerStatusAlarmLevel;
  powerSchedule: readonly PowerScheduleDay[];
}

const levelOfKind: Partial<Record<PlayerStatus['kind'], PlayerStatusAlarmLevel>> = {
  minorIssue: 'MinorIssue',
  issue: 'Issue',
  majorIssue: 'MajorIssue',
  criticalIssue: 'CriticalIssue',
};

const rankOf = (level: PlayerStatusAlarmLevel) => playerStatusAlarmLevels.indexOf(level);

/**
 * What is wrong with a screen for alarms, or null. A screen never started (or a fake player)
 * raises nothing: it has never been in contact to lose.
 */
export function alarmConditionOf(
  status: PlayerStatus,
  lastHeartbeatAt: Date | null,
  issueLevel: PlayerStatusAlarmLevel,
  now: Date,
): AlarmCondition | null {
  if (status.isFake || !lastHeartbeatAt) return null;
  if (status.kind === 'noContact' || now.getTime() - lastHeartbeatAt.getTime() >= alarmSilenceMs) {
    return { reason: 'noContact', since: lastHeartbeatAt };
  }
  const level = levelOfKind[status.kind];
  return level && rankOf(level) >= rankOf(issueLevel) ? { reason: 'status', level } : null;
}

/**
 * Whether a power schedule has the screen off at `now` in its time zone. An empty schedule is
 * always on; a day not listed is off all day; a day is on from `on` until before `off`.
 */
export function isPoweredOff(
  schedule: readonly PowerScheduleDay[],
  timeZone: string,
  now: Date,
): boolean {
  if (schedule.length === 0) return false;
  const local = toLocalMs(now.getTime(), timeZone);
  const day = weekdays[weekdayOf(local)];
  const timeOfDay = ((local % dayMs) + dayMs) % dayMs;
  return !schedule.some(
    (entry) =>
      entry.day === day &&
      timeOfDay >= parseTimeOfDay(entry.on) &&
      timeOfDay < parseTimeOfDay(entry.off),
  );
}

/** A screen's open episode, as the check keeps it between runs. */
export interface AlarmEpisode {
  reason: AlarmCondition['reason'];
  level: PlayerStatusAlarmLevel | null;
  /** From when the episode counts toward `afterMinutes`. */
  since: Date;
  /** Whether its alarm went out (then a "resolved" follows when it ends). */
  isRaised: boolean;
}

export interface AlarmStep {
  /** The episode to keep for the next run; null when none is open. */
  episode: AlarmEpisode | null;
  /** An alarm to send now, for this episode. */
  raise: boolean;
  /** The raised episode ended: send "resolved". */
  resolve: boolean;
}

export interface AlarmFacts {
  condition: AlarmCondition | null;
  /** A custom status overwrites the online status, or the power schedule has the screen off. */
  isSuppressed: boolean;
  afterMinutes: number;
  episode: AlarmEpisode | null;
  now: Date;
}

/**
 * One run's decision for one screen:
 * - with `afterMinutes` 0 alarms are off: any episode is dropped without a message;
 * - while suppressed nothing is raised, and an episode not yet raised starts counting again
 *   once the suppression ends; a raised one stays open until the screen is well again;
 * - a condition raises once it has lasted `afterMinutes` (no contact counts from the last
 *   heartbeat), and a raised episode is resolved when no condition is left. A change of reason
 *   or level within an episode is the same episode.
 */
export function stepAlarm(facts: AlarmFacts): AlarmStep {
  const { condition, episode, now } = facts;
  const none: AlarmStep = { episode: null, raise: false, resolve: false };
  if (facts.afterMinutes <= 0) return none;
  if (facts.isSuppressed) {
    if (episode?.isRaised) return { episode, raise: false, resolve: false };
    if (!condition) return none;
    return { episode: fresh(condition, now, false), raise: false, resolve: false };
  }
  if (!condition) return { episode: null, raise: false, resolve: episode?.isRaised === true };
  if (episode?.isRaised) return { episode, raise: false, resolve: false };
  const since = episode?.since ?? (condition.reason === 'noContact' ? condition.since : now);
  const isDue = now.getTime() - since.getTime() >= facts.afterMinutes * 60_000;
  return {
    episode: { ...fresh(condition, since, isDue) },
    raise: isDue,
    resolve: false,
  };
}

function fresh(condition: AlarmCondition, since: Date, isRaised: boolean): AlarmEpisode {
  return {
    reason: condition.reason,
    level: condition.reason === 'status' ? condition.level : null,
    since,
    isRaised,
  };
}
