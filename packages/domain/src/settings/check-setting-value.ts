import {
  maxSettingListItems,
  maxSettingTextLength,
  weekdays,
  type PlayerSettingDefinition,
  type PowerScheduleDay,
  type SettingLevel,
  type SettingValue,
} from './player-setting-definitions';

type ValueRules = Pick<
  PlayerSettingDefinition,
  'valueType' | 'minimum' | 'maximum' | 'maxLength' | 'choices' | 'format'
>;

export type SettingValueCheck = { value: SettingValue } | { problem: string };

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const maxEmailLength = 254;

/**
 * An address a server may post to: http or https (plain http is posted only inside a private
 * network, where a LAN receiver may have no certificate; the sender refuses it to a public
 * address), a host name or bracketed IPv6 address, an optional port, and no user or password
 * (the console shows the address to support users).
 */
const webUrlPattern =
  /^https?:\/\/([A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?([/?#]\S*)?$/;

function textProblem(rules: ValueRules, text: string, maxLength: number): string | null {
  if (text.length > maxLength) return `must be at most ${maxLength} characters`;
  if (rules.format === 'email' && text !== '') {
    if (text.length > maxEmailLength || !emailPattern.test(text)) {
      return 'must be an e-mail address';
    }
  }
  if (rules.format === 'url' && text !== '' && !webUrlPattern.test(text)) {
    return 'must be an http or https address';
  }
  return null;
}

const isText = (value: unknown): value is string => typeof value === 'string';

function checkSchedule(value: unknown): SettingValueCheck {
  if (!Array.isArray(value)) return { problem: 'must be a list of days with on and off times' };
  const seen = new Set<string>();
  const days: PowerScheduleDay[] = [];
  for (const [index, entry] of value.entries()) {
    const { day, on, off } = (entry ?? {}) as Record<string, unknown>;
    if (typeof entry !== 'object' || !weekdays.includes(day as never)) {
      return { problem: `[${index}].day must be one of ${weekdays.join(', ')}` };
    }
    if (seen.has(day as string)) return { problem: `[${index}].day: ${String(day)} is twice` };
    seen.add(day as string);
    if (!isText(on) || !timePattern.test(on)) return { problem: `[${index}].on must be HH:MM` };
    if (!isText(off) || !timePattern.test(off)) return { problem: `[${index}].off must be HH:MM` };
    // HH:MM texts compare as the times they are.
    if (off <= on) return { problem: `[${index}].off must be after on` };
    days.push({ day: day as PowerScheduleDay['day'], on, off });
  }
  return { value: days };
}

function checkList(rules: ValueRules, value: unknown): SettingValueCheck {
  if (!Array.isArray(value) || !value.every(isText)) return { problem: 'must be a list of texts' };
  const maxItems = rules.maxLength ?? maxSettingListItems;
  if (value.length > maxItems) return { problem: `must have at most ${maxItems} items` };
  for (const [index, item] of value.entries()) {
    if (rules.choices && !rules.choices.includes(item)) {
      return { problem: `[${index}] must be one of ${rules.choices.join(', ')}` };
    }
    const problem = textProblem(rules, item, maxSettingTextLength);
    if (problem) return { problem: `[${index}] ${problem}` };
  }
  return { value: [...value] };
}

/**
 * Whether `value` fits a definition (its type, bounds, length, format, choices), answering the
 * value as it is stored or what is wrong with it, worded to follow the field's name.
 */
export function checkSettingValue(rules: ValueRules, value: unknown): SettingValueCheck {
  switch (rules.valueType) {
    case 'Boolean':
      return typeof value === 'boolean' ? { value } : { problem: 'must be true or false' };
    case 'Integer': {
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        return { problem: 'must be a whole number' };
      }
      if (rules.minimum !== undefined && value < rules.minimum) {
        return { problem: `must be at least ${rules.minimum}` };
      }
      if (rules.maximum !== undefined && value > rules.maximum) {
        return { problem: `must be at most ${rules.maximum}` };
      }
      return { value };
    }
    case 'Text': {
      if (!isText(value)) return { problem: 'must be a text' };
      const problem = textProblem(rules, value, rules.maxLength ?? maxSettingTextLength);
      return problem ? { problem } : { value };
    }
    case 'Choice':
      return isText(value) && rules.choices?.includes(value)
        ? { value }
        : { problem: `must be one of ${(rules.choices ?? []).join(', ')}` };
    case 'Time':
      return isText(value) && timePattern.test(value) ? { value } : { problem: 'must be HH:MM' };
    case 'Schedule':
      return checkSchedule(value);
    case 'List':
      return checkList(rules, value);
  }
}

/**
 * What is wrong with a definition itself, naming its field: its rules must make sense for its
 * type and its default must fit them. Null when nothing is.
 */
export function definitionProblem(
  definition: Pick<PlayerSettingDefinition, keyof ValueRules | 'defaultValue' | 'levels'>,
): string | null {
  const { valueType, minimum, maximum, choices, format, maxLength } = definition;
  if ((minimum !== undefined || maximum !== undefined) && valueType !== 'Integer') {
    return 'minimum: only an Integer setting has bounds';
  }
  if (minimum !== undefined && maximum !== undefined && minimum > maximum) {
    return 'maximum: must not be below minimum';
  }
  if (maxLength !== undefined && valueType !== 'Text' && valueType !== 'List') {
    return 'maxLength: only a Text or List setting has a length';
  }
  if (format !== undefined && valueType !== 'Text' && valueType !== 'List') {
    return 'format: only a Text or List setting has a format';
  }
  if (valueType === 'Choice' && !choices?.length) return 'choices: a Choice setting needs some';
  if (choices !== undefined && valueType !== 'Choice' && valueType !== 'List') {
    return 'choices: only a Choice or List setting has choices';
  }
  if (choices && new Set(choices).size !== choices.length) return 'choices: must be unique';
  if (new Set(definition.levels).size !== definition.levels.length) {
    return 'levels: must be unique';
  }
  const fit = checkSettingValue(definition, definition.defaultValue);
  return 'problem' in fit ? `defaultValue: ${fit.problem}` : null;
}

/** A value stored at one level; null is an unset. */
export interface StoredSettingValue {
  level: SettingLevel;
  value: SettingValue | null;
}

/**
 * Why stored values would stop fitting a changed definition: the first value that no longer
 * fits, or one kept at a level the definition no longer allows. Null when all still fit.
 */
export function storedValuesMisfit(
  definition: Pick<PlayerSettingDefinition, keyof ValueRules | 'levels'>,
  stored: Iterable<StoredSettingValue>,
): string | null {
  for (const { level, value } of stored) {
    if (!definition.levels.includes(level)) {
      return `levels: values are set at ${level} level`;
    }
    if (value === null) continue;
    const fit = checkSettingValue(definition, value);
    if ('problem' in fit) return `a value set at ${level} level ${fit.problem}`;
  }
  return null;
}
