import type { PlayerSettingDefinitionView } from '@marquee/contracts';
import { settingCodePattern, settingLevels, type SettingValueType } from '@marquee/domain';
import type { DefinitionDraft, DefinitionFields, SettingValue } from './setting-types';

/** A new definition as the editor starts it: a Text setting at every level, sent to screens. */
export const blankDefinition: DefinitionDraft = {
  storedCode: null,
  playerSettingDefinitionCode: '',
  name: '',
  description: '',
  valueType: 'Text',
  defaultValue: '',
  levels: [...settingLevels],
  sentToScreens: true,
};

export function draftOfDefinition({
  playerSettingDefinitionCode,
  accountCode: _account,
  isBuiltIn: _builtIn,
  writeOnly: _writeOnly,
  ...fields
}: PlayerSettingDefinitionView): DefinitionDraft {
  return { ...fields, storedCode: playerSettingDefinitionCode, playerSettingDefinitionCode };
}

/** The value a setting of this type starts from when its type is chosen. */
export function startValueOf(
  draft: Pick<DefinitionDraft, 'valueType' | 'minimum' | 'choices'>,
): SettingValue {
  const starts: Record<SettingValueType, SettingValue> = {
    Boolean: false,
    Integer: draft.minimum ?? 0,
    Text: '',
    Choice: draft.choices?.[0] ?? '',
    Time: '00:00',
    Schedule: [],
    List: [],
  };
  return starts[draft.valueType];
}

/** The draft with another value type: the rules of the old type go, the default starts over. */
export function withValueType(
  draft: DefinitionDraft,
  valueType: SettingValueType,
): DefinitionDraft {
  const {
    minimum: _min,
    maximum: _max,
    maxLength: _length,
    choices: _choices,
    format: _format,
    ...kept
  } = draft;
  return { ...kept, valueType, defaultValue: startValueOf({ valueType }) };
}

/** Which rules each type has; the others are left out of what is sent. */
const rulesOfType: Record<SettingValueType, ReadonlyArray<keyof DefinitionFields>> = {
  Boolean: [],
  Integer: ['minimum', 'maximum'],
  Text: ['maxLength', 'format'],
  Choice: ['choices'],
  Time: [],
  Schedule: [],
  List: ['choices', 'maxLength', 'format'],
};
const allRules = ['minimum', 'maximum', 'maxLength', 'choices', 'format'] as const;

/** What the server is sent: the fields of the draft's type, an empty choice list as none. */
export function definitionFieldsOf({
  storedCode: _stored,
  playerSettingDefinitionCode: _code,
  ...fields
}: DefinitionDraft): DefinitionFields {
  const sent: DefinitionFields = {
    ...fields,
    levels: settingLevels.filter((l) => fields.levels.includes(l)),
  };
  for (const rule of allRules)
    if (!rulesOfType[fields.valueType].includes(rule) || sent[rule] === undefined)
      delete sent[rule];
  if (sent.choices?.length === 0) delete sent.choices;
  return sent;
}

export type DefinitionProblem = 'code' | 'name' | 'levels' | 'choices' | 'bounds' | 'default';

/**
 * What the server would refuse in a definition, by the field it marks, so the editor says it
 * before a save; whether stored values still fit a change only the server knows (409).
 */
export function definitionProblems(draft: DefinitionDraft): ReadonlyMap<string, DefinitionProblem> {
  const problems = new Map<string, DefinitionProblem>();
  if (!settingCodePattern.test(draft.playerSettingDefinitionCode.trim()))
    problems.set('playerSettingDefinitionCode', 'code');
  if (!draft.name.trim()) problems.set('name', 'name');
  if (draft.levels.length === 0) problems.set('levels', 'levels');
  if (draft.valueType === 'Choice' && !draft.choices?.length) problems.set('choices', 'choices');
  if (
    draft.valueType === 'Integer' &&
    draft.minimum !== undefined &&
    draft.maximum !== undefined &&
    draft.minimum > draft.maximum
  )
    problems.set('maximum', 'bounds');
  const value = draft.defaultValue;
  const isOutside =
    typeof value === 'number' &&
    ((draft.minimum !== undefined && value < draft.minimum) ||
      (draft.maximum !== undefined && value > draft.maximum));
  const isNoChoice = draft.valueType === 'Choice' && !draft.choices?.includes(String(value));
  if (isOutside || (isNoChoice && !problems.has('choices')))
    problems.set('defaultValue', 'default');
  return problems;
}
