import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { broadcastGroups, broadcasts } from './broadcasts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';
import { mediaRowStatusEnum } from './enums';
import { formatLayers } from './formats';
import { media } from './media';
import { players } from './players';

/**
 * A playlist of one layer of one screen: made by hand, or generated from a broadcast group.
 * @owner modules/channels
 */
export const channels = pgTable(
  'channels',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    channelCode: publicCode('channel_code'),
    playerId: belongsTo('player_id', () => players.id),
    formatLayerId: uuid('format_layer_id')
      .notNull()
      .references(() => formatLayers.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isTakeover: boolean('is_takeover').notNull().default(false),
    isManuallyGenerated: boolean('is_manually_generated').notNull().default(true),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
    broadcastGroupId: uuid('broadcast_group_id').references(() => broadcastGroups.id, {
      onDelete: 'cascade',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channels_account_id_channel_code_key').on(t.accountId, t.channelCode),
    index('channels_player_id_idx').on(t.playerId),
    index('channels_format_layer_id_idx').on(t.formatLayerId),
    index('channels_broadcast_id_idx').on(t.broadcastId),
    index('channels_broadcast_group_id_idx').on(t.broadcastGroupId),
  ],
);

/**
 * A media row of a channel, in play order.
 * @owner modules/channels
 */
export const channelMedia = pgTable(
  'channel_media',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    channelId: belongsTo('channel_id', () => channels.id),
    broadcastMediaCode: publicCode('broadcast_media_code'),
    mediaId: belongsTo('media_id', () => media.id),
    orderN: integer('order_n').notNull(),
    /** Null plays the media's own duration, or the 10 s default for stills. */
    durationMs: integer('duration_ms'),
    status: mediaRowStatusEnum('status').notNull().default('playing'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channel_media_account_id_code_key').on(t.accountId, t.broadcastMediaCode),
    index('channel_media_channel_id_order_n_idx').on(t.channelId, t.orderN),
    index('channel_media_media_id_idx').on(t.mediaId),
  ],
);
