import type {
  CallBody,
  createPlayerSettingDefinition,
  PlayerSettingView,
  savePlayerSettings,
} from '@marquee/contracts';

/** A setting's value as it travels. */
export type SettingValue = NonNullable<PlayerSettingView['value']>;

/** One setting of a save: a value, an inherit or an unset. */
export type SettingChange = CallBody<typeof savePlayerSettings>['settings'][number];

/** What a definition says, as it is created and changed. */
export type DefinitionFields = Omit<
  CallBody<typeof createPlayerSettingDefinition>,
  'accountCode' | 'playerSettingDefinitionCode'
>;

/** A definition in the editor. */
export interface DefinitionDraft extends DefinitionFields {
  /** Null until the definition is stored. */
  storedCode: string | null;
  playerSettingDefinitionCode: string;
}
