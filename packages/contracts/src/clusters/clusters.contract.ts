import { z } from 'zod';
import { codeOf, codeSchema } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';

/**
 * Clusters (spec 002 §3 "Cluster: name, screens, locations"): named sets of screens that campaign
 * rows and broadcast groups name. A cluster holds its listed screens plus the screens standing at
 * its listed locations now. Every count and list shows only the screens the caller may see.
 */

const clustersView = permission('PlayerClusters', 'view');
const clustersEdit = permission('PlayerClusters', 'edit');

export const clusterLimits = { name: 100, players: 5_000, locations: 500 } as const;

export const clusterInputSchema = z.object({
  clusterName: z.string().trim().min(1, 'a cluster needs a name').max(clusterLimits.name),
  playerCodes: z.array(codeOf('player')).max(clusterLimits.players).default([]),
  locationCodes: z.array(codeOf('location')).max(clusterLimits.locations).default([]),
});
export type ClusterInput = z.infer<typeof clusterInputSchema>;

export const clusterListItemSchema = z.object({
  clusterCode: codeSchema,
  clusterName: z.string(),
  /** The screens it holds now that the caller may see. */
  playerCount: z.number().int(),
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type ClusterListItem = z.infer<typeof clusterListItemSchema>;

export const clusterPlayerSchema = z.object({
  playerCode: codeSchema,
  name: z.string(),
  locationCode: codeSchema.nullable(),
  /** True when listed by name; false when held only through its location. */
  isListed: z.boolean(),
});

export const clusterSchema = clusterListItemSchema.extend({
  /** The listed screens the caller may see. */
  playerCodes: z.array(codeSchema),
  locations: z.array(z.object({ locationCode: codeSchema, name: z.string() })),
  /** The screens it holds now, within the caller's reach, by name. */
  players: z.array(clusterPlayerSchema),
});
export type Cluster = z.infer<typeof clusterSchema>;

const clusterParams = z.object({ clusterCode: codeOf('cluster') });
const clusterAnswer = envelope({ cluster: clusterSchema });

export const listClusters = defineCall({
  id: 'clusters.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/clusters',
  summary: "The account's clusters by name, with search, paging and each one's screen count.",
  access: clustersView,
  application: 'Campaigns',
  query: z.object({ SearchText: searchText, ...pagingShape }),
  response: envelope({ Clusters: z.array(clusterListItemSchema), ...pageAnswerShape }),
});

export const createCluster = defineCall({
  id: 'clusters.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/clusters',
  summary:
    'Adds a cluster. A name the account already uses (in any case) answers 409; a screen the ' +
    'caller cannot see 404, a location with screens outside their reach 403.',
  access: clustersEdit,
  application: 'Campaigns',
  body: clusterInputSchema,
  response: clusterAnswer,
  status: 201,
});

export const getCluster = defineCall({
  id: 'clusters.get',
  backend: 'customer',
  method: 'GET',
  path: '/api/clusters/{clusterCode}',
  summary: 'A cluster with the screens it holds now (listed and at its locations).',
  access: clustersView,
  application: 'Campaigns',
  params: clusterParams,
  response: clusterAnswer,
});

export const updateCluster = defineCall({
  id: 'clusters.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/clusters/{clusterCode}',
  summary:
    'Changes a cluster; screens outside the caller’s reach stay listed as they were. Screens ' +
    'of broadcasts that use it hear of the change.',
  access: clustersEdit,
  application: 'Campaigns',
  params: clusterParams,
  body: clusterInputSchema,
  response: clusterAnswer,
});

export const deleteCluster = defineCall({
  id: 'clusters.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/clusters/{clusterCode}',
  summary: 'Deletes a cluster; one that a broadcast group uses answers 409 naming the broadcasts.',
  access: clustersEdit,
  application: 'Campaigns',
  params: clusterParams,
  response: emptyAnswer,
});
