import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from './jobs-table';
import type { Database } from '../db/database';
import { FinalJobError, type JobHandler } from './job-queue';
import { retryDelayMs } from './retry-delay';

export interface JobWorkerOptions {
  db: () => Database;
  namespace: string;
  handlers: ReadonlyMap<string, JobHandler>;
  /** A job failed, or (without a job) a round could not reach the database. */
  onError: (error: unknown, job?: { id: string; queue: string; attempts: number }) => void;
  /** How often an idle worker looks for work that other processes added. */
  pollMs?: number;
  /** How long a worker holds a job before another may take it over. */
  leaseMs?: number;
  /** Jobs run at once. */
  batchSize?: number;
}

const abandonedMessage = 'The worker running it stopped before it finished';

/**
 * Runs due jobs, up to `batchSize` at once, highest priority first: claims as many as there are free places (`FOR UPDATE
 * SKIP LOCKED`, so processes sharing the database never take the same job), and claims again as
 * each one ends, so one slow job (a long video) never holds the others back. Done jobs are
 * deleted, failed ones rescheduled or buried. Claims never overlap within a process; `wake`
 * claims at once instead of at the next poll.
 */
export class JobWorker {
  private claiming: Promise<number> = Promise.resolve(0);
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private isStopped = true;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: JobWorkerOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.batchSize = options.batchSize ?? 10;
  }

  start(): void {
    this.isStopped = false;
    this.schedule(0);
  }

  /** New work was added in this process. */
  wake(): void {
    if (!this.isStopped) this.schedule(0);
  }

  /** Runs jobs until none is due; the jobs added before the call are then done or rescheduled. */
  async drain(): Promise<void> {
    for (;;) {
      // A claim counts as the last only when made after every running job ended: a job may
      // queue another as it ends, after a claim made while it ran found nothing.
      await Promise.all(this.running);
      const claimed = await this.claimFreePlaces();
      if (claimed === 0 && this.running.size === 0) return;
    }
  }

  /** Stops claiming and waits for the jobs in progress. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.claiming.catch(() => undefined);
    await Promise.all(this.running);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.claimFreePlaces()
        .catch((error: unknown) => {
          this.options.onError(error);
          return 0;
        })
        .then(() => {
          // Every place taken: the next claim comes as a job ends. Otherwise nothing more is due
          // now, and work that other processes add is looked for at the next poll.
          const isFull = this.running.size >= this.batchSize;
          if (!this.isStopped && !isFull) this.schedule(this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private claimFreePlaces(): Promise<number> {
    this.claiming = this.claiming.catch(() => 0).then(() => this.claimAndRun());
    return this.claiming;
  }

  private async claimAndRun(): Promise<number> {
    const free = this.batchSize - this.running.size;
    if (free <= 0) return 0;
    const db = this.options.db();
    const claimed = await this.claim(db, free);
    for (const job of claimed) {
      const run = this.run(db, job)
        .catch((error: unknown) => this.options.onError(error, job))
        .finally(() => {
          this.running.delete(run);
          if (!this.isStopped) this.schedule(0);
        });
      this.running.add(run);
    }
    return claimed.length;
  }

  private async claim(db: Database, limit: number) {
    const queues = [...this.options.handlers.keys()];
    if (queues.length === 0) return [];
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.namespace, this.options.namespace),
          inArray(jobs.queue, queues),
          or(
            and(eq(jobs.status, 'queued'), lte(jobs.runAt, sql`now()`)),
            and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(desc(jobs.priority), jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: sql`now() + ${`${this.leaseMs} milliseconds`}::interval`,
      })
      .where(inArray(jobs.id, due))
      .returning({
        id: jobs.id,
        queue: jobs.queue,
        payload: jobs.payload,
        queuedAt: jobs.createdAt,
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async run(
    db: Database,
    job: {
      id: string;
      queue: string;
      payload: unknown;
      queuedAt: Date;
      attempts: number;
      maxAttempts: number;
    },
  ): Promise<void> {
    // Taken over from a worker that died on its last attempt: buried, not run once more.
    if (job.attempts > job.maxAttempts) {
      await db
        .update(jobs)
        .set({
          status: 'dead',
          lockedUntil: null,
          lastError: abandonedMessage,
          failedAt: sql`now()`,
        })
        .where(eq(jobs.id, job.id));
      return;
    }
    try {
      await this.options.handlers.get(job.queue)!(job.payload, job);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      this.options.onError(error, job);
      const lastError = error instanceof Error ? error.message : String(error);
      const isDead = error instanceof FinalJobError || job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: isDead ? 'dead' : 'queued',
          lockedUntil: null,
          lastError,
          runAt: isDead ? undefined : new Date(Date.now() + retryDelayMs(job.attempts)),
          failedAt: isDead ? sql`now()` : undefined,
        })
        .where(eq(jobs.id, job.id));
    }
  }
}
