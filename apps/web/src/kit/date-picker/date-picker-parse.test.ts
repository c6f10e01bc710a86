import { describe, expect, it } from 'vitest';
import { parseTypedDate, splitDateValue, toDateValue } from './date-picker-parse';

describe('parseTypedDate', () => {
  it('reads 8 digits as year-month-day', () => {
    expect(parseTypedDate('20240315')).toBe('2024-03-15');
  });

  it('reads 6 digits as a two-digit year with 20 prefixed', () => {
    expect(parseTypedDate('240315')).toBe('2024-03-15');
    expect(parseTypedDate(' 991231 ')).toBe('2099-12-31');
  });

  it('accepts the field formats', () => {
    expect(parseTypedDate('2023-02-01')).toBe('2023-02-01');
    expect(parseTypedDate('2023-02-01 13:45')).toBe('2023-02-01');
  });

  it('rejects days that do not exist and other text', () => {
    expect(parseTypedDate('20230230')).toBeNull();
    expect(parseTypedDate('231301')).toBeNull();
    expect(parseTypedDate('2024315')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});

describe('toDateValue', () => {
  it('uses the chosen time, then the default time, then 00:00', () => {
    expect(toDateValue('2024-01-02', '08:30', '12:00')).toBe('2024-01-02 08:30');
    expect(toDateValue('2024-01-02', '', '12:00')).toBe('2024-01-02 12:00');
    expect(toDateValue('2024-01-02', null)).toBe('2024-01-02 00:00');
  });
});

describe('splitDateValue', () => {
  it('splits a value into day and time', () => {
    expect(splitDateValue('2024-05-06 07:08')).toEqual({ day: '2024-05-06', time: '07:08' });
    expect(splitDateValue('2024-05-06')).toEqual({ day: '2024-05-06', time: '' });
  });

  it('gives empty parts for no or bad values', () => {
    expect(splitDateValue(null)).toEqual({ day: '', time: '' });
    expect(splitDateValue('junk')).toEqual({ day: '', time: '' });
  });
});
