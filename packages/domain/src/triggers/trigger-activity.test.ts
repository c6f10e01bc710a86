import { describe, expect, it } from 'vitest';
import {
  firedExternalTriggers,
  isExternalActive,
  nextTimerFiring,
  nextTriggerEvent,
  triggerActiveAt,
} from './trigger-activity';
import type { Daypart, ScreenTrigger, TriggerDefinition } from './trigger-types';

const stockholm = 'Europe/Stockholm';
const lordHowe = 'Australia/Lord_Howe';
const at = (text: string) => new Date(text);

const daypartTrigger = (...dayparts: Daypart[]): ScreenTrigger => ({
  definition: { name: 'Lunch', triggerGroup: 'Dayparts', actionType: 'Play' },
  setting: { dayparts },
});
const everyDay = (start: string, end: string): Daypart => ({
  dayOfWeeks: 127,
  weekdayStartTime: start,
  weekdayEndTime: end,
});
const external: TriggerDefinition = {
  name: 'Open',
  triggerGroup: 'External',
  actionType: 'Play',
  variableName: 'open',
};

describe('dayparts', () => {
  it('are active within a daypart, to the end of its last minute, in wall time', () => {
    const lunch = daypartTrigger(everyDay('11:30', '13:00'));
    // Stockholm is UTC+1 in January.
    expect(triggerActiveAt(lunch, at('2026-01-14T10:29:59Z'), stockholm)).toBe(false);
    expect(triggerActiveAt(lunch, at('2026-01-14T10:30:00Z'), stockholm)).toBe(true);
    expect(triggerActiveAt(lunch, at('2026-01-14T12:00:59Z'), stockholm)).toBe(true);
    expect(triggerActiveAt(lunch, at('2026-01-14T12:01:00Z'), stockholm)).toBe(false);
    expect(nextTriggerEvent(lunch, at('2026-01-14T11:00:00Z'), stockholm)).toEqual(
      at('2026-01-14T12:01:00Z'),
    );
  });

  it('across midnight belong to their start day', () => {
    // Friday only (bit 4): on from Friday 22:00 to Saturday 02:00, not Thursday night.
    const night = daypartTrigger({
      dayOfWeeks: 16,
      weekdayStartTime: '22:00',
      weekdayEndTime: '01:59',
    });
    expect(triggerActiveAt(night, at('2026-01-16T00:30:00Z'), stockholm)).toBe(false);
    expect(triggerActiveAt(night, at('2026-01-16T21:30:00Z'), stockholm)).toBe(true);
    expect(triggerActiveAt(night, at('2026-01-17T00:30:00Z'), stockholm)).toBe(true);
    expect(triggerActiveAt(night, at('2026-01-17T01:00:00Z'), stockholm)).toBe(false);
  });

  it('in a skipped hour keep the wall times that exist', () => {
    // Stockholm skips 02:00-03:00 on 29 March 2026 (01:00Z).
    const early = daypartTrigger(everyDay('02:30', '03:29'));
    expect(triggerActiveAt(early, at('2026-03-29T00:59:59Z'), stockholm)).toBe(false);
    expect(triggerActiveAt(early, at('2026-03-29T01:00:00Z'), stockholm)).toBe(true);
    expect(nextTriggerEvent(early, at('2026-03-29T00:00:00Z'), stockholm)).toEqual(
      at('2026-03-29T01:00:00Z'),
    );
    const skipped = daypartTrigger(everyDay('02:00', '02:59'));
    expect(nextTriggerEvent(skipped, at('2026-03-28T12:00:00Z'), stockholm)).toEqual(
      at('2026-03-30T00:00:00Z'),
    );
  });

  it('in a repeated hour are active in both passes', () => {
    // Stockholm goes from 03:00 back to 02:00 on 25 October 2026 (01:00Z).
    const repeated = daypartTrigger(everyDay('02:00', '02:59'));
    expect(triggerActiveAt(repeated, at('2026-10-25T00:30:00Z'), stockholm)).toBe(true);
    expect(triggerActiveAt(repeated, at('2026-10-25T01:30:00Z'), stockholm)).toBe(true);
    expect(nextTriggerEvent(repeated, at('2026-10-25T00:10:00Z'), stockholm)).toEqual(
      at('2026-10-25T02:00:00Z'),
    );
  });

  it('follow a half-hour clock change (Lord Howe)', () => {
    // Lord Howe goes from 02:00 to 02:30 on 4 October 2026 (3 October 15:30Z).
    const early = daypartTrigger(everyDay('02:00', '02:44'));
    expect(triggerActiveAt(early, at('2026-10-03T15:29:00Z'), lordHowe)).toBe(false);
    expect(triggerActiveAt(early, at('2026-10-03T15:30:00Z'), lordHowe)).toBe(true);
    expect(nextTriggerEvent(early, at('2026-10-03T15:30:00Z'), lordHowe)).toEqual(
      at('2026-10-03T15:45:00Z'),
    );
  });

  it('without dayparts, disabled or unknown are never active and never change', () => {
    const none = daypartTrigger();
    const disabled = { ...daypartTrigger(everyDay('00:00', '23:59')), setting: null };
    for (const trigger of [none, disabled, undefined]) {
      expect(triggerActiveAt(trigger, at('2026-01-14T10:00:00Z'), stockholm)).toBe(false);
      expect(nextTriggerEvent(trigger, at('2026-01-14T10:00:00Z'), stockholm)).toBeNull();
    }
  });
});

describe('external triggers', () => {
  it('are active while the value, trimmed, equals the active value in any case', () => {
    expect(isExternalActive(external, ' ON ')).toBe(true);
    expect(isExternalActive(external, 'off')).toBe(false);
    expect(isExternalActive(external, null)).toBe(false);
    const open = { ...external, activeValue: 'Open' };
    expect(isExternalActive(open, 'open')).toBe(true);
    expect(isExternalActive(open, 'on')).toBe(false);
    const trigger = { definition: external, setting: { value: 'on' } };
    expect(triggerActiveAt(trigger, at('2026-01-14T10:00:00Z'), stockholm)).toBe(true);
    expect(nextTriggerEvent(trigger, at('2026-01-14T10:00:00Z'), stockholm)).toBeNull();
  });

  it('of the Interrupt type are active only when they fire', () => {
    const trigger = {
      definition: { ...external, actionType: 'Interrupt' as const },
      setting: { value: 'on' },
    };
    expect(triggerActiveAt(trigger, at('2026-01-14T10:00:00Z'), stockholm)).toBe(false);
  });
});

describe('timers', () => {
  const timer = (minutes: number, seconds = 0): ScreenTrigger => ({
    definition: { name: 'Every', triggerGroup: 'Timer', actionType: 'Interrupt' },
    setting: { interval: { minutes, seconds } },
  });

  it('fire at local midnight and every interval after it', () => {
    const every7 = { minutes: 7, seconds: 0 };
    // 2026-01-14 00:00 in Stockholm is 2026-01-13T23:00Z.
    const midnight = Date.parse('2026-01-13T23:00:00Z');
    expect(nextTimerFiring(every7, stockholm, midnight - 1)).toBe(midnight);
    expect(nextTimerFiring(every7, stockholm, midnight)).toBe(midnight + 7 * 60_000);
    expect(nextTimerFiring(every7, stockholm, midnight + 7 * 60_000 + 1)).toBe(
      midnight + 14 * 60_000,
    );
  });

  it('start again at the next local midnight', () => {
    // 1440 / 7 leaves 5 minutes: the last firing is at 23:55, the next at midnight.
    const every7 = { minutes: 7, seconds: 0 };
    const nextMidnight = Date.parse('2026-01-14T23:00:00Z');
    const last = nextMidnight - 5 * 60_000;
    expect(nextTimerFiring(every7, stockholm, last - 1)).toBe(last);
    expect(nextTimerFiring(every7, stockholm, last)).toBe(nextMidnight);
  });

  it('count elapsed time through a clock change', () => {
    // 29 March 2026 in Stockholm has 23 hours: midnight is 28 March 23:00Z.
    const every = { minutes: 60 * 5, seconds: 0 };
    const midnight = Date.parse('2026-03-28T23:00:00Z');
    expect(nextTimerFiring(every, stockholm, midnight + 1)).toBe(midnight + 5 * 3_600_000);
    // Firings at 0, 5, 10, 15 and 20 h elapsed; 25 h would pass the next midnight at 23 h.
    expect(nextTimerFiring(every, stockholm, midnight + 15 * 3_600_000)).toBe(
      midnight + 20 * 3_600_000,
    );
    expect(nextTimerFiring(every, stockholm, midnight + 20 * 3_600_000)).toBe(
      Date.parse('2026-03-29T22:00:00Z'),
    );
  });

  it('are the next event of a timer trigger; a disabled one never fires', () => {
    const from = at('2026-01-14T10:00:05Z');
    expect(nextTriggerEvent(timer(0, 10), from, stockholm)).toEqual(at('2026-01-14T10:00:10Z'));
    expect(nextTriggerEvent({ ...timer(1), setting: null }, from, stockholm)).toBeNull();
    expect(triggerActiveAt(timer(1), from, stockholm)).toBe(false);
  });
});

describe('firedExternalTriggers', () => {
  const bell = (actionType: 'Play' | 'Interrupt', value: string | null): ScreenTrigger => ({
    definition: { ...external, actionType },
    setting: value === null ? null : { value },
  });

  it('names the External Interrupt triggers whose value turned active', () => {
    const before = {
      a: bell('Interrupt', 'off'),
      b: bell('Interrupt', 'on'),
      c: bell('Play', 'off'),
    };
    const after = {
      a: bell('Interrupt', ' On'),
      b: bell('Interrupt', 'ON'),
      c: bell('Play', 'on'),
    };
    expect(firedExternalTriggers(before, after)).toEqual(['a']);
    expect(firedExternalTriggers({}, { d: bell('Interrupt', 'on') })).toEqual(['d']);
    expect(
      firedExternalTriggers({ e: bell('Interrupt', null) }, { e: bell('Interrupt', 'on') }),
    ).toEqual(['e']);
    expect(
      firedExternalTriggers({ f: bell('Interrupt', 'off') }, { f: bell('Interrupt', null) }),
    ).toEqual([]);
  });
});
