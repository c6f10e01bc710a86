import { describe, expect, it } from 'vitest';
import { checkSettingValue, definitionProblem, storedValuesMisfit } from './check-setting-value';
import { builtInPlayerSettings, type PlayerSettingDefinition } from './player-setting-definitions';
import { resolveSetting, sameSettingValue } from './resolve-setting';

const builtIn = (code: string) => builtInPlayerSettings.find((d) => d.code === code)!;
const problemOf = (rules: Parameters<typeof checkSettingValue>[0], value: unknown) => {
  const check = checkSettingValue(rules, value);
  return 'problem' in check ? check.problem : null;
};

describe('checkSettingValue', () => {
  it('keeps Integer values within their bounds, whole numbers only', () => {
    const volume = builtIn('Volume');
    expect(problemOf(volume, 0)).toBeNull();
    expect(problemOf(volume, 100)).toBeNull();
    expect(problemOf(volume, 101)).toBe('must be at most 100');
    expect(problemOf(volume, -1)).toBe('must be at least 0');
    expect(problemOf(volume, 1.5)).toBe('must be a whole number');
    expect(problemOf(volume, '50')).toBe('must be a whole number');
  });

  it('takes only true or false for a Boolean', () => {
    expect(problemOf({ valueType: 'Boolean' }, true)).toBeNull();
    expect(problemOf({ valueType: 'Boolean' }, 'true')).toBe('must be true or false');
  });

  it('limits Text by its length and format', () => {
    expect(problemOf({ valueType: 'Text', maxLength: 3 }, 'abc')).toBeNull();
    expect(problemOf({ valueType: 'Text', maxLength: 3 }, 'abcd')).toBe(
      'must be at most 3 characters',
    );
    expect(problemOf({ valueType: 'Text' }, 'x'.repeat(2001))).toBe(
      'must be at most 2000 characters',
    );
    expect(problemOf({ valueType: 'Text' }, 7)).toBe('must be a text');
    const email = { valueType: 'Text', format: 'email' } as const;
    expect(problemOf(email, 'ops@example.com')).toBeNull();
    expect(problemOf(email, '')).toBeNull();
    expect(problemOf(email, 'ops@example')).toBe('must be an e-mail address');
    expect(problemOf(email, 'ops example@x.com')).toBe('must be an e-mail address');
  });

  it('takes http and https addresses without credentials for a url', () => {
    const url = builtIn('AlarmWebhookUrl');
    expect(problemOf(url, 'https://hooks.example.com/alarm?x=1')).toBeNull();
    expect(problemOf(url, 'http://192.168.1.20:8080/hook')).toBeNull();
    expect(problemOf(url, 'https://[::1]:8443/a')).toBeNull();
    expect(problemOf(url, '')).toBeNull();
    for (const bad of [
      'ftp://hooks.example.com/',
      'https://user:pw@hooks.example.com/',
      'https://user@hooks.example.com/',
      'https:///path',
      'hooks.example.com',
      'https://hooks.example.com/a b',
    ]) {
      expect(problemOf(url, bad), bad).toBe('must be an http or https address');
    }
  });

  it('takes one of the choices for a Choice', () => {
    expect(problemOf(builtIn('ContentRotation'), '90')).toBeNull();
    expect(problemOf(builtIn('ContentRotation'), '45')).toBe('must be one of 0, 90, 180, 270');
    expect(problemOf(builtIn('ContentRotation'), 90)).toBe('must be one of 0, 90, 180, 270');
  });

  it('checks a List item by item: choices, format and the number of items', () => {
    const types = { valueType: 'List', choices: ['Photo', 'Video'] } as const;
    expect(problemOf(types, ['Photo', 'Video'])).toBeNull();
    expect(problemOf(types, ['Photo', 'Audio'])).toBe('[1] must be one of Photo, Video');
    expect(problemOf(types, 'Photo')).toBe('must be a list of texts');
    const emails = builtIn('AlarmEmails');
    expect(problemOf(emails, ['a@example.com'])).toBeNull();
    expect(problemOf(emails, ['a@example.com', 'nope'])).toBe('[1] must be an e-mail address');
    expect(
      problemOf(
        emails,
        Array.from({ length: 21 }, (_, i) => `a${i}@example.com`),
      ),
    ).toBe('must have at most 20 items');
    expect(problemOf({ valueType: 'List' }, Array(51).fill('x'))).toBe(
      'must have at most 50 items',
    );
  });

  it('takes HH:MM for a Time', () => {
    expect(problemOf({ valueType: 'Time' }, '23:59')).toBeNull();
    expect(problemOf({ valueType: 'Time' }, '24:00')).toBe('must be HH:MM');
    expect(problemOf({ valueType: 'Time' }, '7:00')).toBe('must be HH:MM');
  });

  it('takes a Schedule of unique days, each off after on', () => {
    const schedule = builtIn('PowerSchedule');
    const monday = { day: 'Monday', on: '07:00', off: '19:00' };
    expect(checkSettingValue(schedule, [monday])).toEqual({ value: [monday] });
    expect(problemOf(schedule, [])).toBeNull();
    expect(problemOf(schedule, [monday, { ...monday, on: '08:00' }])).toBe(
      '[1].day: Monday is twice',
    );
    expect(problemOf(schedule, [{ ...monday, off: '07:00' }])).toBe('[0].off must be after on');
    expect(problemOf(schedule, [{ ...monday, day: 'Someday' }])).toMatch(/^\[0\]\.day must be/);
    expect(problemOf(schedule, [{ ...monday, on: '7:00' }])).toBe('[0].on must be HH:MM');
    expect(problemOf(schedule, [null])).toMatch(/^\[0\]\.day must be/);
    expect(problemOf(schedule, 'always')).toBe('must be a list of days with on and off times');
  });

  it('answers a Schedule in one key order, whatever order it came in', () => {
    const check = checkSettingValue({ valueType: 'Schedule' }, [
      { off: '19:00', on: '07:00', day: 'Friday', extra: 1 },
    ]);
    expect(JSON.stringify(check)).toBe('{"value":[{"day":"Friday","on":"07:00","off":"19:00"}]}');
  });

  it('fits every built-in default to its own definition', () => {
    for (const definition of builtInPlayerSettings) {
      expect(definitionProblem(definition), definition.code).toBeNull();
    }
  });
});

describe('definitionProblem', () => {
  const integer: Omit<PlayerSettingDefinition, 'code' | 'name' | 'description'> = {
    valueType: 'Integer',
    minimum: 1,
    maximum: 10,
    defaultValue: 5,
    levels: ['Account'],
    sentToScreens: true,
  };

  it('names what does not make sense for the type', () => {
    expect(definitionProblem(integer)).toBeNull();
    expect(definitionProblem({ ...integer, defaultValue: 11 })).toBe(
      'defaultValue: must be at most 10',
    );
    expect(definitionProblem({ ...integer, minimum: 11 })).toBe(
      'maximum: must not be below minimum',
    );
    expect(definitionProblem({ ...integer, valueType: 'Text', defaultValue: '' })).toBe(
      'minimum: only an Integer setting has bounds',
    );
    expect(definitionProblem({ valueType: 'Choice', defaultValue: 'a', levels: ['Account'] })).toBe(
      'choices: a Choice setting needs some',
    );
    expect(
      definitionProblem({
        valueType: 'Choice',
        choices: ['a', 'a'],
        defaultValue: 'a',
        levels: ['Account'],
      }),
    ).toBe('choices: must be unique');
    expect(
      definitionProblem({ valueType: 'Boolean', format: 'url', defaultValue: true, levels: [] }),
    ).toBe('format: only a Text or List setting has a format');
    expect(
      definitionProblem({ valueType: 'Boolean', maxLength: 3, defaultValue: true, levels: [] }),
    ).toBe('maxLength: only a Text or List setting has a length');
    expect(definitionProblem({ ...integer, levels: ['Account', 'Account'] })).toBe(
      'levels: must be unique',
    );
  });
});

describe('storedValuesMisfit', () => {
  it('finds a stored value the changed definition no longer takes', () => {
    const narrower = { valueType: 'Integer', minimum: 0, maximum: 10, levels: ['Player'] } as const;
    expect(storedValuesMisfit(narrower, [{ level: 'Player', value: 10 }])).toBeNull();
    expect(storedValuesMisfit(narrower, [{ level: 'Player', value: 11 }])).toBe(
      'a value set at Player level must be at most 10',
    );
    expect(storedValuesMisfit(narrower, [{ level: 'Account', value: 1 }])).toBe(
      'levels: values are set at Account level',
    );
    expect(storedValuesMisfit(narrower, [{ level: 'Account', value: null }])).toBe(
      'levels: values are set at Account level',
    );
    expect(storedValuesMisfit(narrower, [{ level: 'Player', value: null }])).toBeNull();
    expect(
      storedValuesMisfit({ ...narrower, valueType: 'Text' }, [{ level: 'Player', value: 3 }]),
    ).toBe('a value set at Player level must be a text');
  });
});

describe('resolveSetting', () => {
  const volume = builtIn('Volume');
  it('walks player, location, account, default', () => {
    expect(resolveSetting(volume, {})).toEqual({ value: 50, source: 'Default', isUnset: false });
    expect(resolveSetting(volume, { Account: 10 })).toMatchObject({ value: 10, source: 'Account' });
    expect(resolveSetting(volume, { Account: 10, Location: 20 })).toMatchObject({
      value: 20,
      source: 'Location',
    });
    expect(resolveSetting(volume, { Account: 10, Location: 20, Player: 30 })).toMatchObject({
      value: 30,
      source: 'Player',
    });
    expect(resolveSetting(volume, { Account: 10, Location: null, Player: undefined })).toEqual({
      value: 50,
      source: 'Location',
      isUnset: true,
    });
  });
});

describe('sameSettingValue', () => {
  it('compares schedule days whatever the order of their fields', () => {
    const day = { day: 'Monday', on: '07:00', off: '19:00' } as const;
    const reordered = { off: '19:00', day: 'Monday', on: '07:00' } as const;
    expect(sameSettingValue([day], [reordered])).toBe(true);
    expect(sameSettingValue([day], [{ ...day, off: '18:00' }])).toBe(false);
    expect(sameSettingValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameSettingValue(1, 1)).toBe(true);
    expect(sameSettingValue('1', 1)).toBe(false);
  });
});
