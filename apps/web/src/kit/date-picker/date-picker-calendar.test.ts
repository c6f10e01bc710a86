import { describe, expect, it } from 'vitest';
import { buildMonthWeeks, monthNames, weekdayNames, yearLabel } from './date-picker-calendar';

describe('buildMonthWeeks', () => {
  it('starts weeks on Monday with neighbouring-month days', () => {
    // March 2024 begins on a Friday.
    const [first] = buildMonthWeeks(2024, 2);
    expect(first?.days[0]).toEqual({ date: '2024-02-26', dayOfMonth: 26, isInMonth: false });
    expect(first?.days[4]).toEqual({ date: '2024-03-01', dayOfMonth: 1, isInMonth: true });
  });

  it('numbers weeks by the ISO rule', () => {
    // 2021-01-01 is a Friday in ISO week 53 of 2020.
    const weeks = buildMonthWeeks(2021, 0);
    expect(weeks.map((w) => w.isoWeek)).toEqual([53, 1, 2, 3, 4]);
    // 2026-01-01 is a Thursday, so its week is week 1.
    expect(buildMonthWeeks(2026, 0)[0]?.isoWeek).toBe(1);
  });

  it('fills whole weeks to the month end', () => {
    const weeks = buildMonthWeeks(2024, 1);
    expect(weeks.every((w) => w.days.length === 7)).toBe(true);
    expect(weeks.at(-1)?.days.at(-1)?.date).toBe('2024-03-03');
  });
});

describe('yearLabel', () => {
  it('shows ???? for years up to 1800', () => {
    expect(yearLabel(1800)).toBe('????');
    expect(yearLabel(1)).toBe('????');
    expect(yearLabel(1801)).toBe('1801');
  });
});

describe('month and weekday names', () => {
  it('follow the language', () => {
    expect(monthNames('en_US')[0]).toBe('January');
    expect(monthNames('sv_SE')[2]).toBe('mars');
    expect(weekdayNames('de_DE')[0]).toMatch(/^Mo/);
    expect(weekdayNames('en_US')[6]).toBe('Sun');
  });
});
