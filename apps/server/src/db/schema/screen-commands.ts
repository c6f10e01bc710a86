import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { players } from './players';
import { belongsTo } from './columns';

/** Binary column; PGlite answers a Uint8Array where node-postgres answers a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The command outbox: a command to one screen, delivered at least once until the screen
 * acknowledges it (the screen drops repeats by id). The screenshot or log a command ordered is
 * kept on its row, so the newest of each is one indexed read.
 * @owner modules/screen-gateway
 */
export const screenCommands = pgTable(
  'screen_commands',
  {
    /** The commandId the screen sees and acknowledges. */
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: belongsTo('account_id', () => accounts.id),
    playerId: belongsTo('player_id', () => players.id),
    kind: text('kind').notNull(),
    lastLogDateTime: timestamp('last_log_date_time', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    deliveryCount: integer('delivery_count').notNull().default(0),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    isAckOk: boolean('is_ack_ok'),
    ackMessage: text('ack_message'),
    /** The uploaded screenshot (image/png) or log (text/plain) of orderScreenshot/orderLogs. */
    resultType: text('result_type'),
    resultBody: bytea('result_body'),
    resultAt: timestamp('result_at', { withTimezone: true }),
  },
  (t) => [
    index('screen_commands_pending_idx')
      .on(t.playerId, t.issuedAt)
      .where(sql`${t.ackedAt} is null`),
    index('screen_commands_result_idx')
      .on(t.playerId, t.kind, t.resultAt)
      .where(sql`${t.resultAt} is not null`),
    index('screen_commands_account_id_idx').on(t.accountId),
  ],
);
