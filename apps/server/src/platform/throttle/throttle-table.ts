import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Attempts per key (address, client IP, mail recipient, pairing account) in a window; see `reserveAttempt`.
 * @owner platform/throttle
 */
export const attemptThrottles = pgTable('sign_in_throttles', {
  key: varchar('key', { length: 320 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
