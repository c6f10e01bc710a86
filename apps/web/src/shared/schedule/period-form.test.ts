import { describe, expect, it } from 'vitest';
import { alwaysForm, periodFormProblem } from './period-form';
import { hasDay, toggleDay } from './week-mask';

describe('period form', () => {
  it('reads and flips days in the week mask, Monday first', () => {
    expect(hasDay(31, 0)).toBe(true);
    expect(hasDay(31, 6)).toBe(false);
    expect(toggleDay(127, 6)).toBe(63);
    expect(toggleDay(63, 6)).toBe(127);
  });

  it('names what stops a period from being saved', () => {
    expect(periodFormProblem({ ...alwaysForm, dayOfWeeks: 0 })).toBe('noDays');
    expect(
      periodFormProblem({ ...alwaysForm, from: '2026-12-02 00:00', to: '2026-12-01 00:00' }),
    ).toBe('endBeforeStart');
    expect(
      periodFormProblem({ ...alwaysForm, from: '2026-12-01 00:00', to: '2026-12-01 00:00' }),
    ).toBe('endBeforeStart');
    expect(periodFormProblem({ ...alwaysForm, startTime: '08:00' })).toBe('halfWindow');
    expect(periodFormProblem({ ...alwaysForm, endTime: '17:00' })).toBe('halfWindow');
    expect(periodFormProblem(alwaysForm)).toBeNull();
  });
});
