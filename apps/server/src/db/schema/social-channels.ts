import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo, createdAt, id, publicCode } from './columns';

/**
 * A public feed (RSS, Atom or JSON Feed) whose newest entries an account keeps as social posts
 * (facts of type SocialPost that name the channel). `fetch_job_id` is the one job of the
 * channel's refresh chain that waits or runs; any other fetch job of the channel (one returned
 * from the error queue) reads the feed once and queues no successor.
 * @owner modules/social-channels
 */
export const socialChannels = pgTable(
  'social_channels',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    channelCode: publicCode('channel_code'),
    name: text('name').notNull(),
    feedUrl: text('feed_url').notNull(),
    refreshMinutes: smallint('refresh_minutes').notNull().default(15),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** Why the last fetch failed; cleared by the next that succeeds. */
    lastError: text('last_error'),
    postCount: integer('post_count').notNull().default(0),
    fetchJobId: uuid('fetch_job_id'),
    createdAt: createdAt(),
    /** When a user last changed it; its fetches change only what they report. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_channels_channel_code_key').on(t.channelCode),
    // The list's order: by name whatever the case, then the key, within one account.
    index('social_channels_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    index('social_channels_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
