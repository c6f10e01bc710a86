import { describe, expect, it } from 'vitest';
import {
  alwaysForm,
  formOf,
  hasDay,
  periodsOf,
  scheduleProblem,
  toggleDay,
} from './playlist-schedule';

describe('playlist schedule', () => {
  it('reads and flips days in the week mask, Monday first', () => {
    expect(hasDay(31, 0)).toBe(true);
    expect(hasDay(31, 6)).toBe(false);
    expect(toggleDay(127, 6)).toBe(63);
    expect(toggleDay(63, 6)).toBe(127);
  });

  it('sends no period for a form that says always', () => {
    expect(periodsOf(alwaysForm)).toEqual([]);
    expect(formOf(undefined)).toEqual(alwaysForm);
  });

  it('sends the dates as instants and the daily window as the wall clock', () => {
    const [period] = periodsOf({
      ...alwaysForm,
      from: '2026-12-01 00:00',
      dayOfWeeks: 31,
      startTime: '08:00',
      endTime: '18:00',
    });
    expect(period).toMatchObject({
      endDateTime: null,
      dayOfWeeks: 31,
      weekdayStartTime: '08:00',
      weekdayEndTime: '18:00',
    });
    expect(new Date(period?.startDateTime ?? '').getTime()).toBe(
      new Date(2026, 11, 1, 0, 0).getTime(),
    );
  });

  it('round-trips a stored period through the form', () => {
    const [period] = periodsOf({ ...alwaysForm, from: '2026-12-01 09:30', to: '2026-12-24 17:00' });
    expect(formOf(period)).toMatchObject({ from: '2026-12-01 09:30', to: '2026-12-24 17:00' });
  });

  it('names what stops a schedule from being saved', () => {
    expect(scheduleProblem({ ...alwaysForm, dayOfWeeks: 0 })).toBe('noDays');
    expect(
      scheduleProblem({ ...alwaysForm, from: '2026-12-02 00:00', to: '2026-12-01 00:00' }),
    ).toBe('endBeforeStart');
    expect(scheduleProblem({ ...alwaysForm, startTime: '08:00' })).toBe('halfWindow');
    expect(scheduleProblem(alwaysForm)).toBeNull();
  });
});
