import { describe, expect, it } from 'vitest';
import { alwaysForm } from '@/shared/schedule/period-form';
import { formOf, periodsOf } from './playlist-schedule';

describe('playlist schedule', () => {
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
});
