import type { PlayerSettingDefinitionView, PlayerSettingView } from '@marquee/contracts';
import { builtInPlayerSettings } from '@marquee/domain';

/** A built-in definition as the server answers it. */
export function builtInView(code: string): PlayerSettingDefinitionView {
  const found = builtInPlayerSettings.find((definition) => definition.code === code);
  if (!found) throw new Error(`no built-in setting ${code}`);
  const {
    code: playerSettingDefinitionCode,
    writeOnly,
    choices,
    levels,
    defaultValue,
    ...rest
  } = found;
  return {
    ...rest,
    playerSettingDefinitionCode,
    accountCode: '',
    isBuiltIn: true,
    writeOnly: writeOnly ?? false,
    levels: [...levels],
    defaultValue: defaultValue as PlayerSettingDefinitionView['defaultValue'],
    ...(choices ? { choices: [...choices] } : {}),
  };
}

/** One setting at a level as the server answers it; inherited from the default unless told. */
export function settingRow(
  code: string,
  changes: Partial<PlayerSettingView> = {},
): PlayerSettingView {
  const definition = builtInView(code);
  return {
    playerSettingCode: code,
    value: definition.writeOnly ? null : definition.defaultValue,
    inherit: true,
    unset: false,
    inheritedFrom: 'Default',
    isSet: false,
    definition,
    ...changes,
  };
}
