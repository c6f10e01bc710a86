import type { PlayerSettingDefinitionView, PlayerSettingView } from '@marquee/contracts';
import { builtInSettingCodes, type PlayerSettingDefinition } from '@marquee/domain';
import type { OwnEntries, SettingAtLevel } from '../../player-settings';

/** A definition as the console shows it; a built-in one names no account. */
export function definitionView(
  definition: PlayerSettingDefinition,
  accountCode: string,
): PlayerSettingDefinitionView {
  const isBuiltIn = builtInSettingCodes.has(definition.code);
  const { code, levels, choices, writeOnly, ...rest } = definition;
  return {
    ...rest,
    playerSettingDefinitionCode: code,
    accountCode: isBuiltIn ? '' : accountCode,
    isBuiltIn,
    levels: [...levels],
    ...(choices ? { choices: [...choices] } : {}),
    writeOnly: writeOnly ?? false,
  };
}

/**
 * One setting at a level: its value there (never a write-only one's), whether the level inherits
 * it and from where, or unsets it.
 */
export function settingView(setting: SettingAtLevel, accountCode: string): PlayerSettingView {
  const { definition, own, resolved } = setting;
  const inherit = own === undefined;
  return {
    playerSettingCode: definition.code,
    value: definition.writeOnly ? null : resolved.value,
    inherit,
    unset: own === null,
    inheritedFrom: inherit && resolved.source !== 'Player' ? resolved.source : null,
    isSet: own !== undefined && own !== null,
    definition: definitionView(definition, accountCode),
  };
}

/** Own entries for the audit log, a write-only value shown only as set. */
export function auditedEntries(
  entries: OwnEntries,
  definitions: ReadonlyMap<string, PlayerSettingDefinition>,
) {
  return Object.fromEntries(
    [...entries].map(([code, value]) => [
      code,
      definitions.get(code)?.writeOnly && value !== null ? '(set)' : value,
    ]),
  );
}
