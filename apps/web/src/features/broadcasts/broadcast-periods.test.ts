import { describe, expect, it } from 'vitest';
import { localTextOf, newPeriod, periodProblem, pickerTextOf } from './broadcast-periods';

describe('broadcast periods', () => {
  it('turns the picker text into the local date-time the server takes, and back', () => {
    expect(localTextOf('2026-03-02 09:30')).toBe('2026-03-02T09:30:00');
    expect(localTextOf('')).toBeNull();
    expect(pickerTextOf('2026-03-02T09:30:00')).toBe('2026-03-02 09:30');
    expect(pickerTextOf(null)).toBe('');
  });

  it('names what makes a period unsavable', () => {
    expect(periodProblem(newPeriod)).toBeNull();
    expect(periodProblem({ ...newPeriod, dayOfWeeks: 0 })).toBe('noDays');
    expect(periodProblem({ ...newPeriod, weekdayEndTime: null })).toBe('halfWindow');
    expect(
      periodProblem({
        ...newPeriod,
        startDateTime: '2026-03-02T00:00:00',
        endDateTime: '2026-03-01T00:00:00',
      }),
    ).toBe('endBeforeStart');
  });
});
