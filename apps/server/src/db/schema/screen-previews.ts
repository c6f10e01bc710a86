import type { ScreenManifest } from '@marquee/contracts';
import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { broadcasts } from './broadcasts';
import { belongsTo, createdAt } from './columns';

/**
 * A broadcast's preview: the manifest a screen of the chosen format would play, opened for a few
 * minutes by a random token of which only the SHA-256 is kept. It opens that manifest and its
 * media and nothing else: it is no screen, pairs with nothing and records no plays.
 * @owner modules/screen-gateway
 */
export const screenPreviews = pgTable(
  'screen_previews',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    accountId: belongsTo('account_id', () => accounts.id),
    broadcastId: belongsTo('broadcast_id', () => broadcasts.id),
    manifest: jsonb('manifest').$type<ScreenManifest>().notNull(),
    /** The moment the preview plays as when it opens; null: now. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('screen_previews_expires_at_idx').on(t.expiresAt),
    index('screen_previews_account_id_idx').on(t.accountId),
    index('screen_previews_broadcast_id_idx').on(t.broadcastId),
  ],
);
