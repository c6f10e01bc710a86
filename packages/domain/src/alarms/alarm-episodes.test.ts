import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlayerStatus } from '../players/player-status';
import {
  alarmConditionOf,
  isPoweredOff,
  stepAlarm,
  type AlarmCondition,
  type AlarmEpisode,
  type AlarmFacts,
} from './alarm-episodes';

const now = new Date('2026-03-02T12:00:00Z'); // a Monday
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const status = (kind: PlayerStatus['kind'], isFake = false): PlayerStatus => ({
  kind,
  isFake,
  noContactForMs: null,
  reasons: [],
  customText: null,
});

describe('alarmConditionOf', () => {
  it('finds no contact after a minute of silence, counted from the last heartbeat', () => {
    expect(alarmConditionOf(status('online'), minutesAgo(0.5), 'MajorIssue', now)).toBeNull();
    expect(alarmConditionOf(status('online'), minutesAgo(1), 'MajorIssue', now)).toEqual({
      reason: 'noContact',
      since: minutesAgo(1),
    });
    expect(alarmConditionOf(status('noContact'), minutesAgo(5), 'CriticalIssue', now)).toEqual({
      reason: 'noContact',
      since: minutesAgo(5),
    });
  });

  it('finds a status at or above the level, and nothing for a screen never started or fake', () => {
    const beat = minutesAgo(0.2);
    expect(alarmConditionOf(status('majorIssue'), beat, 'MajorIssue', now)).toEqual({
      reason: 'status',
      level: 'MajorIssue',
    });
    expect(alarmConditionOf(status('criticalIssue'), beat, 'Issue', now)).toEqual({
      reason: 'status',
      level: 'CriticalIssue',
    });
    expect(alarmConditionOf(status('issue'), beat, 'MajorIssue', now)).toBeNull();
    expect(alarmConditionOf(status('minorIssue'), beat, 'MinorIssue', now)).not.toBeNull();
    expect(alarmConditionOf(status('custom'), beat, 'MinorIssue', now)).toBeNull();
    expect(alarmConditionOf(status('notStarted'), null, 'MinorIssue', now)).toBeNull();
    expect(alarmConditionOf(status('noContact', true), minutesAgo(90), 'MinorIssue', now)).toBe(
      null,
    );
  });
});

describe('isPoweredOff', () => {
  const weekdaysOnly = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
    day: day as 'Monday',
    on: '08:00',
    off: '18:00',
  }));

  it('is always on without a schedule', () => {
    expect(isPoweredOff([], 'Europe/Stockholm', now)).toBe(false);
  });

  it('reads the schedule in the screen’s time zone, on from on until before off', () => {
    // 12:00 UTC is 13:00 in Stockholm and 07:00 in New York on that Monday.
    expect(isPoweredOff(weekdaysOnly, 'Europe/Stockholm', now)).toBe(false);
    expect(isPoweredOff(weekdaysOnly, 'America/New_York', now)).toBe(true);
    expect(isPoweredOff(weekdaysOnly, 'UTC', new Date('2026-03-02T18:00:00Z'))).toBe(true);
    expect(isPoweredOff(weekdaysOnly, 'UTC', new Date('2026-03-02T08:00:00Z'))).toBe(false);
  });

  it('has a day that is not listed off all day', () => {
    expect(isPoweredOff(weekdaysOnly, 'UTC', new Date('2026-03-07T12:00:00Z'))).toBe(true);
  });
});

const noContact: AlarmCondition = { reason: 'noContact', since: minutesAgo(20) };
const major: AlarmCondition = { reason: 'status', level: 'MajorIssue' };
const facts = (overrides: Partial<AlarmFacts>): AlarmFacts => ({
  condition: null,
  isSuppressed: false,
  afterMinutes: 15,
  episode: null,
  now,
  ...overrides,
});
const raised: AlarmEpisode = {
  reason: 'noContact',
  level: null,
  since: minutesAgo(20),
  isRaised: true,
};

describe('stepAlarm', () => {
  it('raises no contact once it has lasted the minutes, counted from the last heartbeat', () => {
    expect(stepAlarm(facts({ condition: noContact }))).toEqual({
      episode: raised,
      raise: true,
      resolve: false,
    });
    const recent = { reason: 'noContact' as const, since: minutesAgo(5) };
    expect(stepAlarm(facts({ condition: recent }))).toMatchObject({
      raise: false,
      episode: { isRaised: false, since: minutesAgo(5) },
    });
  });

  it('counts a status from when the check first saw it', () => {
    const first = stepAlarm(facts({ condition: major }));
    expect(first).toMatchObject({ raise: false, episode: { since: now, level: 'MajorIssue' } });
    const later = new Date(now.getTime() + 15 * 60_000);
    const second = stepAlarm(facts({ condition: major, episode: first.episode, now: later }));
    expect(second).toMatchObject({ raise: true, episode: { isRaised: true, since: now } });
  });

  it('raises once per episode and resolves it when the screen is well again', () => {
    expect(stepAlarm(facts({ condition: noContact, episode: raised }))).toEqual({
      episode: raised,
      raise: false,
      resolve: false,
    });
    expect(stepAlarm(facts({ condition: major, episode: raised }))).toMatchObject({
      raise: false,
      resolve: false,
    });
    expect(stepAlarm(facts({ episode: raised }))).toEqual({
      episode: null,
      raise: false,
      resolve: true,
    });
    const waiting = { ...raised, isRaised: false };
    expect(stepAlarm(facts({ episode: waiting }))).toEqual({
      episode: null,
      raise: false,
      resolve: false,
    });
  });

  it('raises nothing while suppressed, and counts again from when the suppression ends', () => {
    const held = stepAlarm(facts({ condition: noContact, isSuppressed: true }));
    expect(held).toMatchObject({ raise: false, resolve: false, episode: { since: now } });
    const soon = new Date(now.getTime() + 60_000);
    expect(stepAlarm(facts({ condition: noContact, episode: held.episode, now: soon })).raise).toBe(
      false,
    );
    expect(stepAlarm(facts({ episode: raised, isSuppressed: true }))).toMatchObject({
      episode: raised,
      resolve: false,
    });
  });

  it('does nothing with AlarmAfterMinutes 0, and drops an open episode silently', () => {
    expect(stepAlarm(facts({ condition: noContact, afterMinutes: 0 }))).toEqual({
      episode: null,
      raise: false,
      resolve: false,
    });
    expect(stepAlarm(facts({ episode: raised, afterMinutes: 0 })).resolve).toBe(false);
  });

  it('never raises and resolves at once, and resolves only what it raised', () => {
    const conditions = fc.constantFrom<AlarmCondition | null>(null, noContact, major);
    const episodes = fc.constantFrom<AlarmEpisode | null>(null, raised, {
      ...raised,
      isRaised: false,
    });
    fc.assert(
      fc.property(
        conditions,
        episodes,
        fc.boolean(),
        fc.integer({ min: 0, max: 1440 }),
        (condition, episode, isSuppressed, afterMinutes) => {
          const step = stepAlarm(facts({ condition, episode, isSuppressed, afterMinutes }));
          expect(step.raise && step.resolve).toBe(false);
          if (step.resolve) expect(episode?.isRaised).toBe(true);
          if (step.raise) expect(episode?.isRaised).not.toBe(true);
          if (step.raise) expect(step.episode?.isRaised).toBe(true);
        },
      ),
    );
  });
});
