import { describe, expect, it } from 'vitest';
import {
  blankDefinition,
  definitionFieldsOf,
  definitionProblems,
  draftOfDefinition,
  withValueType,
} from './definition-draft';
import { builtInView } from './setting-fixtures';

const named = { ...blankDefinition, playerSettingDefinitionCode: 'MenuBoard', name: 'Menu board' };

describe('definition drafts', () => {
  it('finds nothing wrong in a good definition', () => {
    expect(definitionProblems(named)).toEqual(new Map());
  });

  it('marks the field of each problem the server would refuse', () => {
    const integer = { ...withValueType(named, 'Integer'), minimum: 10, maximum: 5 };
    expect([
      ...definitionProblems({
        ...integer,
        playerSettingDefinitionCode: '1st',
        name: ' ',
        levels: [],
        defaultValue: 0,
      }),
    ]).toEqual([
      ['playerSettingDefinitionCode', 'code'],
      ['name', 'name'],
      ['levels', 'levels'],
      ['maximum', 'bounds'],
      ['defaultValue', 'default'],
    ]);
    expect(definitionProblems(withValueType(named, 'Choice')).get('choices')).toBe('choices');
    const choice = { ...withValueType(named, 'Choice'), choices: ['A'], defaultValue: 'B' };
    expect(definitionProblems(choice).get('defaultValue')).toBe('default');
  });

  it("starts a new type over, dropping the old type's rules", () => {
    const text = { ...named, maxLength: 40, format: 'email' as const };
    expect(withValueType(text, 'Boolean')).toEqual({
      ...named,
      valueType: 'Boolean',
      defaultValue: false,
    });
    expect(withValueType(text, 'Schedule').defaultValue).toEqual([]);
  });

  it("sends only the rules of the definition's type, levels in their order", () => {
    const list = {
      ...withValueType(named, 'List'),
      choices: [],
      maxLength: 5,
      minimum: 3,
      levels: ['Account', 'Player'] as const,
    };
    expect(definitionFieldsOf({ ...list, levels: [...list.levels] })).toEqual({
      name: 'Menu board',
      description: '',
      valueType: 'List',
      defaultValue: [],
      maxLength: 5,
      levels: ['Player', 'Account'],
      sentToScreens: true,
    });
  });

  it('opens a stored definition under its code', () => {
    const draft = draftOfDefinition(builtInView('Volume'));
    expect(draft).toMatchObject({
      storedCode: 'Volume',
      playerSettingDefinitionCode: 'Volume',
      minimum: 0,
      maximum: 100,
    });
    expect(draft).not.toHaveProperty('isBuiltIn');
  });
});
