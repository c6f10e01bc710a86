import {
  checkSettingValue,
  type PlayerSettingDefinition,
  type SettingLevel,
  type SettingValue,
} from '@marquee/domain';

export type SettingChangeCheck =
  | { value: SettingValue | null | undefined }
  | { field: 'playerSettingCode' | 'value'; problem: string };

/**
 * Whether one entry may be written at a level: a known setting the level may hold, and a value
 * that fits it (null unsets, undefined inherits). The problem is worded to follow its field.
 */
export function checkSettingChange(
  definitions: ReadonlyMap<string, PlayerSettingDefinition>,
  level: SettingLevel,
  code: string,
  value: unknown,
): SettingChangeCheck {
  const definition = definitions.get(code);
  if (!definition) return { field: 'playerSettingCode', problem: `no setting ${code}` };
  if (!definition.levels.includes(level)) {
    return { field: 'playerSettingCode', problem: `${code} cannot be set at ${level} level` };
  }
  if (value === null || value === undefined) return { value };
  const check = checkSettingValue(definition, value);
  return 'problem' in check ? { field: 'value', problem: check.problem } : check;
}
