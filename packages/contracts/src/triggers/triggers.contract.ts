import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText, sortOrder } from '../core/paging';
import {
  accountSettingInputSchema,
  accountTriggerSchema,
  externalValueInputSchema,
  locationChoiceSchema,
  locationSettingInputSchema,
  locationTriggerSettingSchema,
  playerChoiceSchema,
  playerSettingInputSchema,
  playerTriggerSettingSchema,
  triggerGroupSchema,
  triggerInputSchema,
  triggerKeySchema,
} from './trigger-schemas';

/**
 * Triggers (spec 002 sections 2, 7; 001 section 6): dayparts, a timer and external variables
 * that gate what broadcasts play, set for the account, its locations and its screens.
 */

const triggersView = permission('Triggers', 'view');
const triggersEdit = permission('Triggers', 'edit');
const application = 'Triggers' as const;

const triggerParams = z.object({ triggerCode: codeOf('trigger') });
const triggerAnswer = envelope({ accountTrigger: accountTriggerSchema });
const locationAnswer = envelope({ location: locationTriggerSettingSchema });
const playerAnswer = envelope({ player: playerTriggerSettingSchema });

export const listAccountTriggers = defineCall({
  id: 'triggers.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/account',
  summary: "The account's triggers with their account settings, by name, of one group or all.",
  access: triggersView,
  application,
  query: z.object({
    TriggerGroup: triggerGroupSchema.optional(),
    SearchText: searchText,
    OrderBy: z.enum(['Name', 'TriggerGroup']).default('Name'),
    Order: sortOrder,
    ...pagingShape,
  }),
  response: envelope({ accountTriggers: z.array(accountTriggerSchema), ...pageAnswerShape }),
});

export const createTrigger = defineCall({
  id: 'triggers.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers',
  summary:
    'Adds a trigger with its account setting. A second Timer, or a variable name the account ' +
    'already uses in any case, answers 409.',
  access: triggersEdit,
  application,
  body: triggerInputSchema,
  response: triggerAnswer,
  status: 201,
});

export const getTrigger = defineCall({
  id: 'triggers.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/{triggerCode}',
  summary: 'A trigger with its account setting and the broadcasts that use it.',
  access: triggersView,
  application,
  params: triggerParams,
  response: triggerAnswer,
});

export const updateTrigger = defineCall({
  id: 'triggers.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/triggers/{triggerCode}',
  summary: 'Changes a trigger and its account setting; screens whose broadcasts use it are told.',
  access: triggersEdit,
  application,
  params: triggerParams,
  body: triggerInputSchema,
  response: triggerAnswer,
});

export const deleteTrigger = defineCall({
  id: 'triggers.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/triggers/{triggerCode}',
  summary: 'Deletes a trigger no broadcast uses; one in use answers 409 naming the broadcasts.',
  access: triggersEdit,
  application,
  params: triggerParams,
  response: emptyAnswer,
});

export const setAccountTriggerSetting = defineCall({
  id: 'triggers.setAccount',
  backend: 'customer',
  method: 'PUT',
  path: '/api/triggers/account/{triggerCode}',
  summary: "Sets the account's setting of a trigger, or disables it for the account.",
  access: triggersEdit,
  application,
  params: triggerParams,
  body: accountSettingInputSchema,
  response: triggerAnswer,
});

export const listLocationTriggerSettings = defineCall({
  id: 'triggers.locations',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/locations/{triggerCode}',
  summary:
    "Each location's state of a trigger (Default, Explicit or Disabled) and what holds there.",
  access: triggersView,
  application,
  params: triggerParams,
  response: envelope({ locations: z.array(locationTriggerSettingSchema) }),
});

export const setLocationTriggerSetting = defineCall({
  id: 'triggers.setLocation',
  backend: 'customer',
  method: 'PUT',
  path: '/api/triggers/locations/{triggerCode}',
  summary:
    "Gives a location its own setting; every screen there must lie in the caller's reach (403).",
  access: triggersEdit,
  application,
  params: triggerParams,
  body: locationSettingInputSchema,
  response: locationAnswer,
});

export const removeLocationTrigger = defineCall({
  id: 'triggers.removeLocation',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers/locations/{triggerCode}/remove',
  summary: 'Disables a trigger at a location: its screens never see it active.',
  access: triggersEdit,
  application,
  params: triggerParams,
  body: locationChoiceSchema,
  response: locationAnswer,
});

export const restoreLocationTrigger = defineCall({
  id: 'triggers.restoreLocation',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers/locations/{triggerCode}/restore',
  summary: 'Restores a location to the account setting.',
  access: triggersEdit,
  application,
  params: triggerParams,
  body: locationChoiceSchema,
  response: locationAnswer,
});

export const listPlayerTriggerSettings = defineCall({
  id: 'triggers.players',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/players/{triggerCode}',
  summary: "Each screen in the caller's reach with its state of a trigger and what holds there.",
  access: triggersView,
  application,
  params: triggerParams,
  response: envelope({ players: z.array(playerTriggerSettingSchema) }),
});

const locationPlayersParams = triggerParams.extend({ locationCode: codeOf('location') });

export const listLocationPlayerTriggerSettings = defineCall({
  id: 'triggers.locationPlayers',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/players/{triggerCode}/{locationCode}',
  summary: "The screens of one location in the caller's reach, with their state of a trigger.",
  access: triggersView,
  application,
  params: locationPlayersParams,
  response: envelope({ players: z.array(playerTriggerSettingSchema) }),
});

export const setPlayerTriggerSetting = defineCall({
  id: 'triggers.setPlayer',
  backend: 'customer',
  method: 'PUT',
  path: '/api/triggers/players/{triggerCode}/{locationCode}',
  summary: 'Gives a screen of the location its own setting.',
  access: triggersEdit,
  application,
  params: locationPlayersParams,
  body: playerSettingInputSchema,
  response: playerAnswer,
});

export const removePlayerTrigger = defineCall({
  id: 'triggers.removePlayer',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers/players/{triggerCode}/remove',
  summary: 'Disables a trigger at a screen.',
  access: triggersEdit,
  application,
  params: triggerParams,
  body: playerChoiceSchema,
  response: playerAnswer,
});

export const restorePlayerTrigger = defineCall({
  id: 'triggers.restorePlayer',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers/players/{triggerCode}/restore',
  summary: "Restores a screen to its location's setting (or the account's).",
  access: triggersEdit,
  application,
  params: triggerParams,
  body: playerChoiceSchema,
  response: playerAnswer,
});

/** The header an API key travels in; never the address, where logs and proxies would keep it. */
export const triggerApiKeyHeader = 'X-Api-Key';

export const setExternalTriggerValue = defineCall({
  id: 'triggers.external',
  backend: 'customer',
  method: 'PUT',
  path: '/api/triggers/external/{variableName}',
  summary:
    'Sets an external variable for the account, a location or a screen. Send an API key in the ' +
    'X-Api-Key header (the key opens this call only; a bad or revoked key answers 401, more than ' +
    '20 calls a second 429), or call signed in with Triggers edit.',
  // The handler checks the key, or else the bearer token and Triggers edit.
  access: { kind: 'public' },
  apiKeyHeader: triggerApiKeyHeader,
  params: z.object({ variableName: z.string().min(1).max(64) }),
  body: externalValueInputSchema,
  response: envelope({ affectedPlayers: z.number().int().min(0) }),
});

export const listTriggerKeys = defineCall({
  id: 'triggers.keys',
  backend: 'customer',
  method: 'GET',
  path: '/api/triggers/keys',
  summary: "The account's API keys for external triggers, newest first.",
  access: triggersEdit,
  application,
  response: envelope({ keys: z.array(triggerKeySchema) }),
});

export const createTriggerKey = defineCall({
  id: 'triggers.createKey',
  backend: 'customer',
  method: 'POST',
  path: '/api/triggers/keys',
  summary: 'Makes an API key; `apiKey` is shown in this answer only and kept as a hash.',
  access: triggersEdit,
  application,
  body: z.object({ name: z.string().trim().min(1).max(100) }),
  response: envelope({ key: triggerKeySchema, apiKey: z.string() }),
  status: 201,
});

export const revokeTriggerKey = defineCall({
  id: 'triggers.revokeKey',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/triggers/keys/{keyCode}',
  summary: 'Revokes an API key: calls with it answer 401 from now on.',
  access: triggersEdit,
  application,
  params: z.object({ keyCode: codeOf('triggerKey') }),
  response: emptyAnswer,
});
