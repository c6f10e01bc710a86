import { describe, expect, it } from 'vitest';
import { daysOffBeforeOn, withDay } from './power-schedule';

describe('power schedule', () => {
  it('flags the days whose OFF time is not after the ON time', () => {
    const flagged = daysOffBeforeOn([
      { day: 'Monday', on: '08:00', off: '18:00' },
      { day: 'Tuesday', on: '18:00', off: '08:00' },
      { day: 'Friday', on: '09:30', off: '09:30' },
    ]);
    expect([...flagged]).toEqual(['Tuesday', 'Friday']);
  });

  it('switches a day on or off and keeps the week Monday first', () => {
    const week = withDay([{ day: 'Sunday', on: '10:00', off: '16:00' }], 'Monday', {
      on: '08:00',
      off: '20:00',
    });
    expect(week.map((day) => day.day)).toEqual(['Monday', 'Sunday']);
    expect(withDay(week, 'Sunday', null)).toEqual([{ day: 'Monday', on: '08:00', off: '20:00' }]);
  });
});
