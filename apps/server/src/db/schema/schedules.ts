import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { broadcastMedia, broadcasts } from './broadcasts';
import { channelMedia } from './channels';
import { belongsTo, id, publicCode } from './columns';

/**
 * When something plays: a date range, a weekday mask (bit 0 Monday .. bit 6 Sunday) and a daily
 * window, read in the screen location's time zone (hence timestamps without a zone). A period
 * belongs to exactly one channel media row, broadcast media row or broadcast.
 * @owner modules/content, which fills in where each period plays until and lies beneath broadcasts
 *   and channels, whose periods it saves
 */
export const schedulePeriods = pgTable(
  'schedule_periods',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    periodCode: publicCode('period_code'),
    startDateTime: timestamp('start_date_time', { withTimezone: false }),
    endDateTime: timestamp('end_date_time', { withTimezone: false }),
    dayOfWeeks: smallint('day_of_weeks').notNull().default(127),
    weekdayStartTime: time('weekday_start_time'),
    weekdayEndTime: time('weekday_end_time'),
    /**
     * Local, exclusive: just after the last moment the period is on (`playingSpanOf`);
     * 'infinity' when it plays on for ever, '-infinity' when never. Lists filter on it.
     */
    playsUntil: timestamp('plays_until', { withTimezone: false, mode: 'string' }),
    channelMediaId: uuid('channel_media_id').references(() => channelMedia.id, {
      onDelete: 'cascade',
    }),
    broadcastMediaId: uuid('broadcast_media_id').references(() => broadcastMedia.id, {
      onDelete: 'cascade',
    }),
    broadcastId: uuid('broadcast_id').references(() => broadcasts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('schedule_periods_account_id_period_code_key').on(t.accountId, t.periodCode),
    index('schedule_periods_channel_media_id_idx').on(t.channelMediaId),
    index('schedule_periods_broadcast_media_id_idx').on(t.broadcastMediaId),
    index('schedule_periods_broadcast_id_idx').on(t.broadcastId),
    check('schedule_periods_day_of_weeks_check', sql`${t.dayOfWeeks} between 0 and 127`),
    check(
      'schedule_periods_owner_check',
      sql`num_nonnulls(${t.channelMediaId}, ${t.broadcastMediaId}, ${t.broadcastId}) = 1`,
    ),
  ],
);
