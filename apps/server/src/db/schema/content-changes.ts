import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { belongsTo } from './columns';

/**
 * A change to what screens play, written by the change's own transaction and removed once the
 * screens' manifests are rebuilt and the screens told. One left behind (the process stopped in
 * between) is processed by the next process to start or sweep.
 * @owner modules/content
 */
export const contentChanges = pgTable(
  'content_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: belongsTo('account_id', () => accounts.id),
    /** The screens whose manifests may differ now. */
    playerIds: uuid('player_ids').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_changes_account_id_idx').on(t.accountId)],
);
