import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * Each item a screen reported playing, kept 90 days. The screen names a play by its own id, so a
 * batch sent again counts once. No keys to media, broadcasts or groups: a play stays what it was
 * when they are deleted, and the hottest insert of the fleet checks nothing beyond the account.
 *
 * Partitioned by the month a play started (migration 0032, which the schema cannot state): a
 * month past retention goes as one `drop table`, never as millions of deletes, and a month's
 * table is what its reports read. The months are made ahead (`play-partitions.ts`); a unique key
 * of a partitioned table holds its partition key, and a play sent again starts when it did.
 * @owner modules/proof-of-play
 */
export const plays = pgTable(
  'plays',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    playId: uuid('play_id').notNull(),
    mediaId: uuid('media_id').notNull(),
    broadcastId: uuid('broadcast_id'),
    groupId: uuid('group_id'),
    contentTypeTagId: uuid('content_type_tag_id'),
    layerCode: text('layer_code').notNull(),
    triggerCode: text('trigger_code'),
    source: text('source').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('plays_player_id_play_id_started_at_key').on(t.playerId, t.playId, t.startedAt),
    // The export's reading.
    index('plays_account_id_started_at_idx').on(t.accountId, t.startedAt),
  ],
);

/**
 * Plays counted per screen, media, broadcast, group, layer and content type in each hour (UTC),
 * kept two years; written in the same statement as the plays they count, which the reports read.
 * @owner modules/proof-of-play
 */
export const playRollupsHourly = pgTable(
  'play_rollups_hourly',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').notNull(),
    mediaId: uuid('media_id').notNull(),
    broadcastId: uuid('broadcast_id'),
    groupId: uuid('group_id'),
    layerCode: text('layer_code').notNull(),
    contentTypeTagId: uuid('content_type_tag_id'),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    plays: integer('plays').notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('play_rollups_hourly_key')
      .on(
        t.accountId,
        t.hour,
        t.playerId,
        t.mediaId,
        t.broadcastId,
        t.groupId,
        t.layerCode,
        t.contentTypeTagId,
      )
      .nullsNotDistinct(),
    index('play_rollups_hourly_hour_idx').on(t.hour),
    // A screens page's plays today.
    index('play_rollups_hourly_player_id_hour_idx').on(t.playerId, t.hour),
  ],
);
