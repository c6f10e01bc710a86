import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { jobs } from './jobs-table';
import type { Database } from '../db/database';

/** The job a handler runs: its id names what it delivers, so a job run twice delivers once. */
export interface RunningJob {
  id: string;
  queuedAt: Date;
  /** This run's try, 1 for the first; when it reaches `maxAttempts`, a failure buries the job. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Does one job's work; throwing makes the job try again later, until it runs out of attempts
 * (a `FinalJobError` buries it at once).
 */
export type JobHandler = (payload: unknown, job: RunningJob) => Promise<void>;

export interface JobOptions {
  /** Tries before the job is dead (kept for the dead-letter queue). */
  maxAttempts?: number;
  /** Not before this moment. */
  runAt?: Date;
  /** Due jobs run highest first; 0 unless given. */
  priority?: number;
  /** The account it works for, which decides who of support staff may see it in its error queue. */
  accountId?: string | null;
  /** A line for the error queue; the payload is never shown there. */
  summary?: string;
}

export const defaultMaxAttempts = 8;

/**
 * A failure that trying again cannot mend (a receiver that answered 410 Gone): the job is
 * buried at once, with this message as its last error, however many attempts it had left.
 */
export class FinalJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FinalJobError';
  }
}

/**
 * Adds a job. Given a transaction, the job exists only if the transaction commits, so work is
 * never announced for data that was rolled back.
 */
export async function enqueueJob(
  db: Database,
  namespace: string,
  queue: string,
  payload: unknown,
  options: JobOptions = {},
): Promise<string> {
  const [id] = await enqueueJobs(db, namespace, queue, [{ payload, options }]);
  return id!;
}

/** Adds many jobs of one queue in one statement; their ids in the order given. */
export async function enqueueJobs(
  db: Database,
  namespace: string,
  queue: string,
  work: readonly { payload: unknown; options?: JobOptions }[],
): Promise<string[]> {
  if (work.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      work.map(({ payload, options = {} }) => ({
        namespace,
        queue,
        payload,
        maxAttempts: options.maxAttempts ?? defaultMaxAttempts,
        runAt: options.runAt,
        priority: options.priority,
        accountId: options.accountId ?? null,
        summary: options.summary,
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Where a job stands; a job not listed is done (or was removed from its error queue). */
export interface JobState {
  id: string;
  status: 'queued' | 'running' | 'dead';
  attempts: number;
  lastError: string | null;
}

/** The jobs of the given ids still there, queued, running or dead. */
export async function jobStatesOf(
  db: Database,
  namespace: string,
  ids: readonly string[],
): Promise<Map<string, JobState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      attempts: jobs.attempts,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(and(eq(jobs.namespace, namespace), inArray(jobs.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Adds a job unless the queue already holds one waiting or running (other than `except`, the job
 * that is asking for its successor): for a chain of jobs that must run once across every process,
 * however many start at once. The transaction-scoped advisory lock makes the look and the insert
 * one step for all processes; false when a job was there already.
 */
export async function enqueueUnlessQueued(
  db: Database,
  namespace: string,
  queue: string,
  payload: unknown,
  options: JobOptions & { except?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${namespace}/${queue}`}))`);
    const [held] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.namespace, namespace),
          eq(jobs.queue, queue),
          inArray(jobs.status, ['queued', 'running']),
          options.except ? ne(jobs.id, options.except) : undefined,
        ),
      )
      .limit(1);
    if (held) return false;
    await enqueueJob(tx, namespace, queue, payload, options);
    return true;
  });
}

/**
 * Removes a job while it still waits, never one a worker holds or one that is dead; false when it
 * no longer waits. For a chain whose waiting link gives way to a new one (a social channel saved
 * anew is fetched at once, and its refresh counts from then).
 */
export async function cancelQueuedJob(
  db: Database,
  namespace: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.namespace, namespace), eq(jobs.id, id), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
