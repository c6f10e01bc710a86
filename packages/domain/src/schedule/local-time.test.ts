import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextTimerFiring } from '../triggers/trigger-activity';
import { fromLocalMs, parseLocalDateTime, toLocalMs } from './local-time';

// Lord Howe Island moves its clock by half an hour: +10:30 in winter, +11:00 in summer. In 2026
// it goes back at 02:00 on 5 April (01:30 to 02:00 comes twice) and forward at 02:00 on
// 4 October (02:00 to 02:30 never comes).
const lordHowe = 'Australia/Lord_Howe';
const instant = (iso: string) => Date.parse(iso);
const local = (text: string) => parseLocalDateTime(text);

describe('fromLocalMs across a half-hour clock change', () => {
  it.each([
    ['an ordinary winter time', '2026-06-01T12:00:00', '2026-06-01T01:30:00Z'],
    ['an ordinary summer time', '2026-01-15T12:00:00', '2026-01-15T01:00:00Z'],
    [
      'the first of a repeated half hour, the earlier',
      '2026-04-05T01:45:00',
      '2026-04-04T14:45:00Z',
    ],
    ['the repeated half hour’s start', '2026-04-05T01:30:00', '2026-04-04T14:30:00Z'],
    ['just after the repeated half hour', '2026-04-05T02:00:00', '2026-04-04T15:30:00Z'],
    ['a skipped time, the change itself', '2026-10-04T02:15:00', '2026-10-03T15:30:00Z'],
    ['the skipped half hour’s start', '2026-10-04T02:00:00', '2026-10-03T15:30:00Z'],
    ['just after the skipped half hour', '2026-10-04T02:30:00', '2026-10-03T15:30:00Z'],
  ])('finds %s', (_, wall, expected) => {
    expect(new Date(fromLocalMs(local(wall), lordHowe)).toISOString()).toBe(
      new Date(instant(expected)).toISOString(),
    );
  });

  it('answers the earliest instant showing each wall time of the year, to the second', () => {
    const year = fc.integer({
      min: instant('2026-01-01T00:00:00Z') / 1000,
      max: instant('2027-01-01T00:00:00Z') / 1000,
    });
    // Near the changes, where a shift of the wrong size would show.
    const nearChange = fc.oneof(
      fc.integer({ min: -7200, max: 7200 }).map((s) => instant('2026-04-04T15:00:00Z') / 1000 + s),
      fc.integer({ min: -7200, max: 7200 }).map((s) => instant('2026-10-03T15:30:00Z') / 1000 + s),
    );
    fc.assert(
      fc.property(fc.oneof(year, nearChange), (seconds) => {
        const at = seconds * 1000;
        const wall = toLocalMs(at, lordHowe);
        const found = fromLocalMs(wall, lordHowe);
        expect(toLocalMs(found, lordHowe)).toBe(wall);
        // The same instant, or the repeat's first pass half an hour before.
        expect(found <= at).toBe(true);
        expect(at - found === 0 || at - found === 30 * 60_000).toBe(true);
      }),
    );
  });

  it('starts a timer’s count again at the midnight after the clock went forward', () => {
    const every20 = { minutes: 20, seconds: 0 };
    // 4 October began at +10:30 (13:30 UTC); the 5th begins at +11:00, 13:00 UTC, before the
    // count's 13:10 firing would come.
    const justBefore = instant('2026-10-04T12:59:00Z');
    expect(new Date(nextTimerFiring(every20, lordHowe, justBefore)).toISOString()).toBe(
      '2026-10-04T13:00:00.000Z',
    );
    expect(
      new Date(nextTimerFiring(every20, lordHowe, instant('2026-10-04T13:00:00Z'))).toISOString(),
    ).toBe('2026-10-04T13:20:00.000Z');
  });
});
