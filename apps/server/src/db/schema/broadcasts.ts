import type { TakeoverRecurrence } from '@marquee/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, createdAt, filterColumn, id, publicCode } from './columns';
import { broadcastStatusEnum, broadcastTypeEnum, mediaRowStatusEnum } from './enums';
import { formatLayers } from './formats';
import { media } from './media';
import { players } from './players';
import { tags } from './tags';
import { triggers } from './triggers';

/** A trigger use at one level: the row plays only while the trigger is (or is not) active. */
const triggerUse = () => ({
  triggerId: uuid('trigger_id').references(() => triggers.id),
  playWhen: text('play_when').$type<'Active' | 'Inactive'>(),
});

/**
 * Scheduled content sent to filtered sets of screens; a campaign is a broadcast type.
 * @owner modules/broadcasts
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    broadcastCode: publicCode('broadcast_code'),
    name: text('name').notNull(),
    broadcastType: broadcastTypeEnum('broadcast_type').notNull().default('Standard'),
    status: broadcastStatusEnum('status').notNull().default('Draft'),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    isTakeover: boolean('is_takeover').notNull().default(false),
    /** A takeover's windows; null: continuous (or no takeover). */
    takeoverRecurrence: jsonb('takeover_recurrence').$type<TakeoverRecurrence>(),
    isInteractive: boolean('is_interactive').notNull().default(false),
    /** A local selection: how long a chosen group plays on without a touch (5–600 s). */
    idleTimeoutSeconds: integer('idle_timeout_seconds').notNull().default(30),
    /** A free label the list shows and searches by (spec 002 Broadcast category). */
    category: text('category'),
    /** Set once, on create; rows older than the column took their last saver. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...triggerUse(),
    modifiedByUserId: uuid('modified_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    modifiedAt: timestamp('modified_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('broadcasts_account_id_broadcast_code_key').on(t.accountId, t.broadcastCode),
    index('broadcasts_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('broadcasts_account_id_modified_at_idx').on(t.accountId, t.modifiedAt),
    index('broadcasts_modified_by_user_id_idx').on(t.modifiedByUserId),
    index('broadcasts_created_by_user_id_idx').on(t.createdByUserId),
    index('broadcasts_trigger_id_idx').on(t.triggerId),
  ],
);

/**
 * A group of a broadcast: which screens (filter or fixed list) get which media on which layers.
 * @owner modules/broadcasts
 */
export const broadcastGroups = pgTable(
  'broadcast_groups',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    broadcastId: belongsTo('broadcast_id', () => broadcasts.id),
    groupCode: publicCode('group_code'),
    /** The client-side key the editor tracks the group by. */
    groupKey: text('group_key').notNull(),
    name: text('name').notNull(),
    orderN: integer('order_n').notNull(),
    filter: filterColumn('filter'),
    contentTypeTagId: uuid('content_type_tag_id').references(() => tags.id, {
      onDelete: 'set null',
    }),
    ...triggerUse(),
  },
  (t) => [
    uniqueIndex('broadcast_groups_account_id_group_code_key').on(t.accountId, t.groupCode),
    index('broadcast_groups_broadcast_id_idx').on(t.broadcastId, t.orderN),
    index('broadcast_groups_content_type_tag_id_idx').on(t.contentTypeTagId),
    index('broadcast_groups_trigger_id_idx').on(t.triggerId),
  ],
);

/**
 * Screens picked by hand for a group, in addition to its filter.
 * @owner modules/broadcasts
 */
export const broadcastGroupPlayers = pgTable(
  'broadcast_group_players',
  {
    groupId: belongsTo('group_id', () => broadcastGroups.id),
    playerId: belongsTo('player_id', () => players.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.playerId] }),
    index('broadcast_group_players_player_id_idx').on(t.playerId),
  ],
);

/** @owner modules/broadcasts */
export const broadcastGroupLayers = pgTable(
  'broadcast_group_layers',
  {
    groupId: belongsTo('group_id', () => broadcastGroups.id),
    formatLayerId: belongsTo('format_layer_id', () => formatLayers.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.formatLayerId] }),
    index('broadcast_group_layers_format_layer_id_idx').on(t.formatLayerId),
  ],
);

/**
 * A media row of a group, in play order.
 * @owner modules/broadcasts
 */
export const broadcastMedia = pgTable(
  'broadcast_media',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    groupId: belongsTo('group_id', () => broadcastGroups.id),
    broadcastMediaCode: publicCode('broadcast_media_code'),
    mediaId: belongsTo('media_id', () => media.id),
    orderN: integer('order_n').notNull(),
    durationMs: integer('duration_ms'),
    status: mediaRowStatusEnum('status').notNull().default('playing'),
    ...triggerUse(),
  },
  (t) => [
    uniqueIndex('broadcast_media_account_id_code_key').on(t.accountId, t.broadcastMediaCode),
    index('broadcast_media_group_id_order_n_idx').on(t.groupId, t.orderN),
    index('broadcast_media_media_id_idx').on(t.mediaId),
    index('broadcast_media_trigger_id_idx').on(t.triggerId),
  ],
);
