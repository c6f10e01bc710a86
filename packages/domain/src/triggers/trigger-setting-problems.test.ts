import { describe, expect, it } from 'vitest';
import {
  acceptsActionType,
  isVariableName,
  settingFieldProblems,
  triggerSettingProblems,
  triggerValueProblems,
} from './trigger-setting-problems';

const paths = (...args: Parameters<typeof triggerSettingProblems>) =>
  triggerSettingProblems(...args).map(({ path }) => path);

describe('triggerSettingProblems', () => {
  it('accepts dayparts with HH:MM times and a mask, across midnight too', () => {
    const daypart = { dayOfWeeks: 31, weekdayStartTime: '22:00', weekdayEndTime: '06:00' };
    expect(paths('Dayparts', { dayparts: [daypart] })).toEqual([]);
    expect(paths('Dayparts', { dayparts: [] })).toEqual([]);
  });

  it('names each wrong daypart field by its index', () => {
    const good = { dayOfWeeks: 1, weekdayStartTime: '08:00', weekdayEndTime: '09:00' };
    const bad = { dayOfWeeks: 128, weekdayStartTime: '8:00', weekdayEndTime: '09:00:00' };
    expect(paths('Dayparts', { dayparts: [good, bad] })).toEqual([
      'dayparts.1.dayOfWeeks',
      'dayparts.1.weekdayStartTime',
      'dayparts.1.weekdayEndTime',
    ]);
    expect(paths('Dayparts', {})).toEqual(['dayparts']);
  });

  it('keeps a timer between 10 seconds and 24 hours', () => {
    expect(paths('Timer', { interval: { minutes: 0, seconds: 10 } })).toEqual([]);
    expect(paths('Timer', { interval: { minutes: 1440, seconds: 0 } })).toEqual([]);
    expect(paths('Timer', { interval: { minutes: 0, seconds: 9 } })).toEqual(['interval']);
    expect(paths('Timer', { interval: { minutes: 1440, seconds: 1 } })).toEqual(['interval']);
    expect(paths('Timer', { interval: { minutes: -1, seconds: 70 } })).toEqual(['interval']);
    expect(paths('Timer', { interval: { minutes: 1.5, seconds: 0 } })).toEqual(['interval']);
    expect(paths('Timer', { interval: { minutes: 0, seconds: 60 } })).toEqual(['interval']);
    expect(paths('Timer', {})).toEqual(['interval']);
  });

  it('keeps an external value to 256 characters, and may leave it out', () => {
    expect(paths('External', { value: 'x'.repeat(256) })).toEqual([]);
    expect(paths('External', {})).toEqual([]);
    expect(paths('External', { value: 'x'.repeat(257) })).toEqual(['value']);
  });

  it("looks only at the fields of the trigger's group", () => {
    expect(paths('External', { interval: { minutes: 0, seconds: 1 } })).toEqual([]);
  });
});

describe('settingFieldProblems', () => {
  it('checks every field a setting holds, whatever the group, and asks for none', () => {
    const bad = { dayOfWeeks: 1, weekdayStartTime: '25:00', weekdayEndTime: '09:00' };
    const fieldPaths = (setting: Parameters<typeof settingFieldProblems>[0]) =>
      settingFieldProblems(setting).map(({ path }) => path);
    expect(fieldPaths({})).toEqual([]);
    expect(
      fieldPaths({
        dayparts: [bad],
        interval: { minutes: 0, seconds: 5 },
        value: 'x'.repeat(257),
      }),
    ).toEqual(['dayparts.0.weekdayStartTime', 'interval', 'value']);
  });
});

describe('triggerValueProblems', () => {
  it('names the field it is given', () => {
    expect(triggerValueProblems('on')).toEqual([]);
    expect(triggerValueProblems('x'.repeat(257), 'activeValue').map(({ path }) => path)).toEqual([
      'activeValue',
    ]);
  });
});

describe('isVariableName', () => {
  it('takes letters, digits, dot, dash and underscore, 1 to 64 of them', () => {
    expect(isVariableName('store.open-now_1')).toBe(true);
    expect(isVariableName('x'.repeat(64))).toBe(true);
    expect(isVariableName('')).toBe(false);
    expect(isVariableName('x'.repeat(65))).toBe(false);
    expect(isVariableName('has space')).toBe(false);
    expect(isVariableName('å')).toBe(false);
  });
});

describe('acceptsActionType', () => {
  it('a daypart only plays, a timer only interrupts, an external does both', () => {
    expect(acceptsActionType('Dayparts', 'Play')).toBe(true);
    expect(acceptsActionType('Dayparts', 'Interrupt')).toBe(false);
    expect(acceptsActionType('Timer', 'Interrupt')).toBe(true);
    expect(acceptsActionType('Timer', 'Play')).toBe(false);
    expect(acceptsActionType('External', 'Play')).toBe(true);
    expect(acceptsActionType('External', 'Interrupt')).toBe(true);
  });
});
