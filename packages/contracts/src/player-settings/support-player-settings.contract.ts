import {
  maxSettingListItems,
  maxSettingTextLength,
  settingCodePattern,
  settingLevels,
  settingValueTypes,
} from '@marquee/domain';
import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { settingValueSchema } from './setting-value.schema';

export const settingLevelSchema = z.enum(settingLevels);
const settingCode = z
  .string()
  .trim()
  .regex(settingCodePattern, 'must be a letter, then letters, digits or _ (at most 64)');
/** The code of a definition a call names, built in or an account's own. */
const namedSettingCode = settingCode.meta({ examples: ['Volume'] });

/** What a definition says, as it is created and changed. */
const definitionFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).default(''),
  valueType: z.enum(settingValueTypes),
  minimum: z.number().int().optional(),
  maximum: z.number().int().optional(),
  maxLength: z.number().int().min(1).max(maxSettingTextLength).optional(),
  choices: z.array(z.string().trim().min(1).max(200)).max(maxSettingListItems).optional(),
  format: z.enum(['email', 'url']).optional(),
  defaultValue: settingValueSchema,
  levels: z.array(settingLevelSchema).min(1).max(settingLevels.length),
  sentToScreens: z.boolean(),
};

export const playerSettingDefinitionSchema = z.object({
  playerSettingDefinitionCode: z.string(),
  /** Empty for a built-in definition, which every account has. */
  accountCode: z.string(),
  isBuiltIn: z.boolean(),
  ...definitionFields,
  description: z.string(),
  writeOnly: z.boolean(),
});
export type PlayerSettingDefinitionView = z.infer<typeof playerSettingDefinitionSchema>;

/**
 * One setting at one level (spec 000 "Player setting"). `value` is what a screen there gets;
 * `inherit` means this level sets nothing and `inheritedFrom` says where the value comes from;
 * `unset` means this level stops inheritance, so the definition's default applies. A write-only
 * setting's value is never answered (`value` null, `isSet` says whether one is stored).
 */
export const playerSettingSchema = z.object({
  playerSettingCode: z.string(),
  value: settingValueSchema.nullable(),
  inherit: z.boolean(),
  unset: z.boolean(),
  inheritedFrom: z.enum(['Location', 'Account', 'Default']).nullable(),
  isSet: z.boolean(),
  definition: playerSettingDefinitionSchema,
});
export type PlayerSettingView = z.infer<typeof playerSettingSchema>;

const settingsView = permission('SupportSettings', 'view');
const settingsEdit = permission('SupportSettings', 'edit');

/** Which level a read or a write is about: the account, one of its locations or one screen. */
const levelTarget = {
  accountCode: codeOf('account'),
  type: settingLevelSchema,
  locationCode: codeOf('location')
    .optional()
    .meta({ description: 'Needed when type is Location.' }),
  code: codeOf('player')
    .optional()
    .meta({ description: "The screen's code; needed when type is Player." }),
};

const settingsAnswer = envelope({ playerSettings: z.array(playerSettingSchema) });

export const listPlayerSettings = defineCall({
  id: 'supportPlayerSettings.list',
  backend: 'support',
  method: 'GET',
  path: '/api/playerSettings',
  summary:
    "The settings of an account, a location or a screen: each one's value there and where it comes from.",
  access: settingsView,
  query: z.object({
    ...levelTarget,
    searchText: z.string().trim().max(200).optional(),
    orderBy: z.enum(['name', 'playerSettingCode']).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
  response: settingsAnswer,
});

export const savePlayerSettings = defineCall({
  id: 'supportPlayerSettings.save',
  backend: 'support',
  method: 'PUT',
  path: '/api/playerSettings',
  summary:
    'Sets, inherits or unsets settings at one level; the screens whose values change are told at once.',
  access: settingsEdit,
  body: z.object({
    ...levelTarget,
    settings: z
      .array(
        z
          .object({
            playerSettingCode: z.string().trim().min(1).max(64),
            value: settingValueSchema.nullable().optional(),
            inherit: z.boolean().default(false),
            unset: z.boolean().default(false),
          })
          .meta({ examples: [{ playerSettingCode: 'Volume', value: 40 }] }),
      )
      .min(1)
      .max(200),
  }),
  response: settingsAnswer,
});

export const listPlayerSettingDefinitions = defineCall({
  id: 'supportPlayerSettings.definitions',
  backend: 'support',
  method: 'GET',
  path: '/api/playerSettings/definitions',
  summary: "The built-in setting definitions and an account's own.",
  access: settingsView,
  query: z.object({ accountCode: codeOf('account') }),
  response: envelope({ definitions: z.array(playerSettingDefinitionSchema) }),
});

const definitionAnswer = envelope({ definition: playerSettingDefinitionSchema });

export const createPlayerSettingDefinition = defineCall({
  id: 'supportPlayerSettings.createDefinition',
  backend: 'support',
  method: 'POST',
  path: '/api/playerSettings/definition',
  summary: "Adds a setting definition to an account; its code must not be a built-in's or taken.",
  access: settingsEdit,
  body: z.object({
    accountCode: codeOf('account'),
    playerSettingDefinitionCode: settingCode.meta({ examples: ['StoreGreeting'] }),
    ...definitionFields,
  }),
  response: definitionAnswer,
});

export const updatePlayerSettingDefinition = defineCall({
  id: 'supportPlayerSettings.updateDefinition',
  backend: 'support',
  method: 'PUT',
  path: '/api/playerSettings/{code}/definition',
  summary:
    "Changes an account's setting definition; 409 when stored values would stop fitting it, or when it is built in.",
  access: settingsEdit,
  params: z.object({ code: namedSettingCode }),
  body: z.object({ accountCode: codeOf('account'), ...definitionFields }),
  response: definitionAnswer,
});

export const deletePlayerSettingDefinition = defineCall({
  id: 'supportPlayerSettings.deleteDefinition',
  backend: 'support',
  method: 'DELETE',
  path: '/api/playerSettings/{code}/definition/{account}',
  summary: "Removes an account's setting definition and all its values in one transaction.",
  access: settingsEdit,
  params: z.object({ code: namedSettingCode, account: codeOf('account') }),
  response: envelope({ removedValues: z.number().int() }),
});
