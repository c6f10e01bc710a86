import { jobs } from './jobs-table';
import type { Database } from '../db/database';

/** The job a handler runs: its id names what it delivers, so a job run twice delivers once. */
export interface RunningJob {
  id: string;
  queuedAt: Date;
}

/** Does one job's work; throwing makes the job try again later, until it runs out of attempts. */
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
  const [job] = await db
    .insert(jobs)
    .values({
      namespace,
      queue,
      payload,
      maxAttempts: options.maxAttempts ?? defaultMaxAttempts,
      runAt: options.runAt,
      priority: options.priority,
      accountId: options.accountId ?? null,
      summary: options.summary,
    })
    .returning({ id: jobs.id });
  return job!.id;
}
