import { describe, expect, it } from 'vitest';
import {
  formOfPeriod,
  localTextOf,
  newPeriod,
  periodProblem,
  pickerTextOf,
  withFormChange,
} from './broadcast-periods';

describe('broadcast periods', () => {
  it('turns the picker text into the local date-time the server takes, and back', () => {
    expect(localTextOf('2026-03-02 09:30')).toBe('2026-03-02T09:30:00');
    expect(localTextOf('')).toBeNull();
    expect(pickerTextOf('2026-03-02T09:30:00')).toBe('2026-03-02 09:30');
    expect(pickerTextOf(null)).toBe('');
  });

  it('edits a period through the shared fields and keeps what they left alone', () => {
    const saved = { ...newPeriod, endDateTime: '2026-03-31T23:59:59' };
    expect(formOfPeriod(saved)).toEqual({
      from: '',
      to: '2026-03-31 23:59',
      dayOfWeeks: 127,
      startTime: '09:00',
      endTime: '17:00',
    });
    // Only weekdays: the end's seconds, which the picker does not show, stay as saved.
    expect(withFormChange(saved, { dayOfWeeks: 31 })).toEqual({ ...saved, dayOfWeeks: 31 });
    expect(withFormChange(saved, { startTime: '', endTime: '', from: '2026-03-02 00:00' })).toEqual(
      {
        ...saved,
        startDateTime: '2026-03-02T00:00:00',
        weekdayStartTime: null,
        weekdayEndTime: null,
      },
    );
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
