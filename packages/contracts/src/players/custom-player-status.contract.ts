import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { playerCodesSchema } from './player-schemas';

/*
 * Custom player status (spec 000 sections 1 and 3): a text support sets on one or many players
 * of an account, which may overwrite the online status. Every change is kept as history.
 */

const playersEdit = permission('SupportPlayers', 'edit');

export const customStatusTextSchema = z.string().trim().min(1, 'needs a text').max(200);

export const customPlayerStatusInput = z.object({
  text: customStatusTextSchema,
  overwriteOnlineStatus: z.boolean().default(false),
  playerCodes: playerCodesSchema,
});

const setBody = z.object({
  AccountCode: codeOf('account'),
  customPlayerStatus: customPlayerStatusInput,
});

const modifiedAnswer = envelope({ modifiedCount: z.number().int() });

export const addCustomPlayerStatus = defineCall({
  id: 'customPlayerStatus.add',
  backend: 'support',
  method: 'POST',
  path: '/api/customPlayerStatus',
  summary: 'Sets a custom status on players that have none (409 when one already has one).',
  access: playersEdit,
  body: setBody,
  response: modifiedAnswer,
});

export const editCustomPlayerStatus = defineCall({
  id: 'customPlayerStatus.edit',
  backend: 'support',
  method: 'PUT',
  path: '/api/customPlayerStatus',
  summary: 'Sets or replaces the custom status of players.',
  access: playersEdit,
  body: setBody,
  response: modifiedAnswer,
});

export const deleteCustomPlayerStatus = defineCall({
  id: 'customPlayerStatus.delete',
  backend: 'support',
  method: 'POST',
  path: '/api/customPlayerStatus/delete',
  summary: 'Removes the custom status of players; their online status shows again.',
  access: playersEdit,
  body: z.object({
    AccountCode: codeOf('account'),
    customPlayerStatus: z.object({ playerCodes: playerCodesSchema }),
  }),
  response: modifiedAnswer,
});
