import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';
import { clusterListItemSchema } from '../clusters/clusters.contract';
import { playerListAnswer, playerSearchBody } from '../players/players.contract';
import {
  broadcastInputSchema,
  broadcastListItemSchema,
  broadcastListTabs,
  broadcastPeriodSchema,
  broadcastSchema,
  scheduleStatuses,
} from './broadcast-schemas';

const broadcastView = permission('Broadcast', 'view');
const broadcastEdit = permission('Broadcast', 'edit');
const codeParams = z.object({ code: codeOf('broadcast') });
const broadcastAnswer = envelope({ broadcast: broadcastSchema });

export const getBroadcast = defineCall({
  id: 'broadcasts.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/broadcasts/{code}',
  summary: 'A broadcast with its schedule and groups, and the version to send back with a change.',
  access: broadcastView,
  params: codeParams,
  response: broadcastAnswer,
});

export const createBroadcast = defineCall({
  id: 'broadcasts.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/broadcasts',
  summary: 'Saves a new broadcast; a Confirmed one starts playing on the screens it reaches.',
  access: broadcastEdit,
  body: broadcastInputSchema,
  response: broadcastAnswer,
  status: 201,
});

export const updateBroadcast = defineCall({
  id: 'broadcasts.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/broadcasts/{code}',
  summary:
    'Saves a broadcast over the version it was loaded at; a save based on an older version answers 412.',
  access: broadcastEdit,
  params: codeParams,
  body: z.intersection(broadcastInputSchema, z.object({ version: z.string().min(1).max(64) })),
  response: broadcastAnswer,
});

export const deleteBroadcast = defineCall({
  id: 'broadcasts.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/broadcasts/{code}',
  summary: 'Deletes a broadcast; the screens it reached stop playing it.',
  access: broadcastEdit,
  params: codeParams,
  response: emptyAnswer,
});

export const broadcastPeriodStatus = defineCall({
  id: 'broadcasts.periodStatus',
  backend: 'customer',
  method: 'POST',
  path: '/api/broadcasts/periodstatus',
  summary: 'Where a schedule stands now by its periods: Always, Upcoming, Active or Expired.',
  access: broadcastView,
  body: z.object({ periods: z.array(broadcastPeriodSchema).max(50) }),
  response: envelope({ status: z.enum(scheduleStatuses) }),
});

export const searchBroadcastPlayers = defineCall({
  id: 'broadcasts.players',
  backend: 'customer',
  method: 'POST',
  path: '/api/broadcasts/{code}/players',
  summary: "The screens a broadcast's groups reach, searched like the screens list.",
  access: broadcastView,
  params: codeParams,
  body: playerSearchBody,
  response: playerListAnswer,
});

export const searchGroupPlayers = defineCall({
  id: 'broadcasts.groupPlayers',
  backend: 'customer',
  method: 'POST',
  path: '/api/broadcasts/players',
  summary:
    'The screens a group reaches while it is edited (its condition, within its Clusters when it ' +
    'names any), with their total; IncludeClusters adds the clusters whose name matches ' +
    'SearchText, each with its screen count.',
  access: broadcastView,
  body: playerSearchBody.extend({
    Clusters: z.array(codeOf('cluster')).max(50).optional(),
    IncludeClusters: z.boolean().optional(),
  }),
  response: playerListAnswer.extend({ Clusters: z.array(clusterListItemSchema).optional() }),
});

export const listBroadcasts = defineCall({
  id: 'broadcasts.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/broadcasts',
  summary:
    "The account's broadcasts by tab (all, the user's own, expired, active, upcoming), with search and paging; the local selections apart, with IsInteractive=true.",
  access: broadcastView,
  query: z.object({
    Tab: z.enum(broadcastListTabs).default('all'),
    /** `true`: only the local selections (interactive broadcasts); else only the others. */
    IsInteractive: z
      .enum(['true', 'false'])
      .default('false')
      .transform((flag) => flag === 'true'),
    SearchText: searchText,
    OrderBy: z.enum(['Name', 'Modified']).default('Modified'),
    Order: z.enum(['asc', 'desc']).default('desc'),
    ...pagingShape,
  }),
  response: envelope({ Broadcasts: z.array(broadcastListItemSchema), ...pageAnswerShape }),
});
