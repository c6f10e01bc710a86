import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from './jobs-table';

/**
 * Which dead jobs a caller may see, as a condition on the account a job works for (null for a
 * job of no account); undefined lets every one through.
 */
export type AccountCondition = (accountId: typeof jobs.accountId) => SQL | undefined;

/** A job that used up its attempts, as the error queue shows it: without its payload. */
export interface DeadLetter {
  id: string;
  queue: string;
  accountId: string | null;
  summary: string | null;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** The most an error queue lists at once, newest failures first. */
export const deadLettersShown = 500;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const deadLetterColumns = {
  id: jobs.id,
  queue: jobs.queue,
  accountId: jobs.accountId,
  summary: jobs.summary,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  // Rows buried before the moment was kept fail no later than they were queued.
  failedAt: sql<Date>`coalesce(${jobs.failedAt}, ${jobs.createdAt})`.mapWith(jobs.createdAt),
};

function deadIn(namespace: string, queues: readonly string[], accounts: AccountCondition) {
  return and(
    eq(jobs.namespace, namespace),
    inArray(jobs.queue, [...queues]),
    eq(jobs.status, 'dead'),
    accounts(jobs.accountId),
  );
}

/** How many dead jobs each queue holds that the condition lets through. */
export async function countDeadLetters(
  db: Database,
  namespace: string,
  queues: readonly string[],
  accounts: AccountCondition,
): Promise<Map<string, number>> {
  if (queues.length === 0) return new Map();
  const rows = await db
    .select({ queue: jobs.queue, count: count() })
    .from(jobs)
    .where(deadIn(namespace, queues, accounts))
    .groupBy(jobs.queue);
  return new Map(rows.map((row) => [row.queue, row.count]));
}

/** A queue's dead jobs that the condition lets through, newest failures first. */
export function listDeadLetters(
  db: Database,
  namespace: string,
  queue: string,
  accounts: AccountCondition,
): Promise<DeadLetter[]> {
  return db
    .select(deadLetterColumns)
    .from(jobs)
    .where(deadIn(namespace, [queue], accounts))
    .orderBy(desc(deadLetterColumns.failedAt), jobs.id)
    .limit(deadLettersShown);
}

/** One dead job of a queue, if the condition lets it through; an id of another form finds none. */
export async function findDeadLetter(
  db: Database,
  namespace: string,
  queue: string,
  id: string,
  accounts: AccountCondition,
): Promise<DeadLetter | undefined> {
  if (!uuid.test(id)) return undefined;
  const [row] = await db
    .select(deadLetterColumns)
    .from(jobs)
    .where(and(eq(jobs.id, id), deadIn(namespace, [queue], accounts)));
  return row;
}

/**
 * Queues a dead job again with its attempts reset, due now. Only a job still dead changes, so of
 * two returns of one job exactly one wins (the other finds it queued and answers false) and the
 * job runs once.
 */
export async function requeueDeadLetter(
  db: Database,
  namespace: string,
  letter: Pick<DeadLetter, 'id' | 'queue'>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: sql`now()`, lastError: null, failedAt: null })
    .where(
      and(
        eq(jobs.id, letter.id),
        deadIn(namespace, [letter.queue], () => undefined),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Removes a dead job for good; false when it was no longer there (or no longer dead). */
export async function deleteDeadLetter(
  db: Database,
  namespace: string,
  letter: Pick<DeadLetter, 'id' | 'queue'>,
): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.id, letter.id),
        deadIn(namespace, [letter.queue], () => undefined),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length === 1;
}
