import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, createdAt, id, publicCode } from './columns';
import { players } from './players';

/**
 * A support comment on an account, or on one of its players when `playerId` is set.
 * @owner modules/support/comments
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    commentCode: publicCode('comment_code'),
    accountId: belongsTo('account_id', () => accounts.id),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the comment so it still names its author after the author is removed. */
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first per player (or per account with player null): the drawers' "latest 2".
    index('comments_account_id_player_id_created_at_idx').on(t.accountId, t.playerId, t.createdAt),
    index('comments_player_id_idx').on(t.playerId),
  ],
);

/**
 * Each change of a player's custom status (set, edited or removed), newest last.
 * @owner modules/support/players
 */
export const customPlayerStatusHistory = pgTable(
  'custom_player_status_history',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    playerId: belongsTo('player_id', () => players.id),
    /** Null when the custom status was removed. */
    text: text('text'),
    overwritesOnline: boolean('overwrites_online').notNull(),
    setByUserId: uuid('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    setByName: text('set_by_name').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('custom_player_status_history_player_id_set_at_idx').on(t.playerId, t.setAt),
    index('custom_player_status_history_account_id_idx').on(t.accountId),
  ],
);
