import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  timestamp,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { broadcastGroups } from './broadcasts';
import { belongsTo, createdAt, id, publicCode } from './columns';
import { locations } from './locations';
import { players } from './players';

/**
 * A named set of screens: those listed, plus whichever screens stand at its listed locations at
 * the time it is read, so a screen moved to such a location joins it without a save.
 * @owner modules/clusters
 */
export const clusters = pgTable(
  'clusters',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    clusterCode: publicCode('cluster_code'),
    name: text('name').notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clusters_cluster_code_key').on(t.clusterCode),
    // One name per account whatever the case; also the list's order.
    uniqueIndex('clusters_account_name_key').on(t.accountId, sql`lower(${t.name})`),
    index('clusters_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * The screens a cluster lists by name.
 * @owner modules/clusters
 */
export const clusterPlayers = pgTable(
  'cluster_players',
  {
    clusterId: belongsTo('cluster_id', () => clusters.id),
    playerId: belongsTo('player_id', () => players.id),
  },
  (t) => [
    primaryKey({ columns: [t.clusterId, t.playerId] }),
    index('cluster_players_player_id_idx').on(t.playerId),
  ],
);

/**
 * The locations whose screens a cluster holds.
 * @owner modules/clusters
 */
export const clusterLocations = pgTable(
  'cluster_locations',
  {
    clusterId: belongsTo('cluster_id', () => clusters.id),
    locationId: belongsTo('location_id', () => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.clusterId, t.locationId] }),
    index('cluster_locations_location_id_idx').on(t.locationId),
  ],
);

/**
 * The clusters a broadcast group (a campaign row) names. A cluster in use cannot be deleted on
 * its own (checked at the statement's end, so deleting a whole account still cascades).
 * @owner modules/broadcasts
 */
export const broadcastGroupClusters = pgTable(
  'broadcast_group_clusters',
  {
    groupId: belongsTo('group_id', () => broadcastGroups.id),
    clusterId: uuid('cluster_id')
      .notNull()
      .references(() => clusters.id, { onDelete: 'no action' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.clusterId] }),
    index('broadcast_group_clusters_cluster_id_idx').on(t.clusterId),
  ],
);
