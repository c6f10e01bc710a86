/**
 * The player settings store: account-owned definitions beside the built-in ones, the values set
 * at the account, location and player levels, and their resolution for many players at once.
 * Content reads it to put the sent settings in manifests; the console writes it through these,
 * each in the caller's transaction. ShowName's player value is the player row's own column.
 */
export {
  definitionsOf,
  definitionsOfAccounts,
  deleteDefinition,
  findOwnDefinition,
  insertDefinition,
  ownDefinitionCount,
  replaceDefinition,
  storedValuesOfSetting,
} from './definitions';
export { ownEntries, settingsAtLevel, writeLevelValues, type SettingAtLevel } from './level-values';
export {
  playersAtTarget,
  screensChangedBy,
  settingsForPlayers,
  showNameCode,
  type PlayerSettingValues,
  type SettingsOptions,
} from './resolve-for-players';
export { checkSettingChange, type SettingChangeCheck } from './setting-change';
export type { OwnEntries, SettingTarget } from './stored-entries';
export { ownSettingsOf, replaceOwnSettings, type OwnSettings } from './own-settings';
