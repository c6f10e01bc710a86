import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A job waits (queued), is held by a worker (running), or gave up (dead); done jobs are deleted. */
export const jobStatusEnum = pgEnum('job_status', ['queued', 'running', 'dead']);

/**
 * Background work (mail now; thumbnails, imports and integration messages later). Dead jobs stay
 * as the dead-letter queue the support console shows.
 * @owner platform/jobs
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Keeps the jobs of apps that share one database apart, e.g. test files on one server. */
    namespace: text('namespace').notNull().default('default'),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: jobStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** Due jobs run highest first: a preview waits behind the thumbnails people are waiting for. */
    priority: smallint('priority').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose lease ran out belongs to a worker that died; another takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * The account the job works for; null for work of no account. Support staff see a dead job
     * only when they reach its account (no account: every client), so it is kept beside the
     * payload, which support never reads.
     */
    accountId: uuid('account_id'),
    /** What the job does in a line fit for support staff: never secrets such as sign-in links. */
    summary: text('summary'),
    /** When it gave up, so the error queue shows when each message failed. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.namespace, t.priority.desc(), t.runAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_dead_idx')
      .on(t.namespace, t.queue, t.createdAt)
      .where(sql`${t.status} = 'dead'`),
  ],
);
