import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, id, publicCode } from './columns';
import { players } from './players';

export const externalMessageKindEnum = pgEnum('external_message_kind', ['alarm', 'resolved']);
export const alarmReasonEnum = pgEnum('alarm_reason', ['noContact', 'status']);
export const deliveryChannelEnum = pgEnum('delivery_channel', ['mail', 'webhook']);
export const deliveryStateEnum = pgEnum('delivery_state', ['queued', 'delivered', 'failed']);

/**
 * An alarm about a screen, or the word that its episode ended (spec 000 "Alarm (external
 * message)"). Kept 90 days. The account and screen names are copied so the message still reads
 * after the screen is gone; a message of no account is seen only by support reaching every client.
 * @owner modules/alarms
 */
export const externalMessages = pgTable(
  'external_messages',
  {
    id: id(),
    messageCode: publicCode('message_code'),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    kind: externalMessageKindEnum('kind').notNull(),
    reason: alarmReasonEnum('reason').notNull(),
    /** The status level for `status`, e.g. MajorIssue. */
    statusLevel: text('status_level'),
    /** The alarm that opened the episode; an alarm names itself. */
    episodeId: uuid('episode_id').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('external_messages_message_code_key').on(t.messageCode),
    // The console's list, newest first, continued from a key; and the 90-day cleanup.
    index('external_messages_created_at_id_idx').on(t.createdAt, t.id),
    index('external_messages_account_id_created_at_idx').on(t.accountId, t.createdAt),
    index('external_messages_player_id_idx').on(t.playerId),
    index('external_messages_subject_trgm').using('gin', t.subject.op('gin_trgm_ops')),
    index('external_messages_player_name_trgm').using('gin', t.playerName.op('gin_trgm_ops')),
  ],
);

/**
 * One sending of a message: a mail (handed to the mail queue) or a webhook post. A resend adds
 * a delivery; the job's id names it, so a webhook delivered once is never posted again.
 * @owner modules/alarms
 */
export const externalMessageDeliveries = pgTable(
  'external_message_deliveries',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => externalMessages.id, { onDelete: 'cascade' }),
    channel: deliveryChannelEnum('channel').notNull(),
    /** The address mailed or posted to. */
    target: text('target').notNull(),
    /** The job that sends it. */
    jobId: uuid('job_id'),
    state: deliveryStateEnum('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('external_message_deliveries_message_id_idx').on(t.messageId),
    index('external_message_deliveries_job_id_idx').on(t.jobId),
  ],
);

/**
 * The open alarm episode of a screen, between runs of the check: since when it counts and
 * whether its alarm went out (and which message that was, for the "resolved" to name).
 * @owner modules/alarms
 */
export const playerAlarmEpisodes = pgTable('player_alarm_episodes', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  reason: alarmReasonEnum('reason').notNull(),
  statusLevel: text('status_level'),
  since: timestamp('since', { withTimezone: true }).notNull(),
  isRaised: boolean('is_raised').notNull().default(false),
  alarmMessageId: uuid('alarm_message_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
