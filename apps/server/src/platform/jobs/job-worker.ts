import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import type { Database } from '../db/database';
import type { JobHandler } from './job-queue';
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
  /** Jobs claimed and run together per round. */
  batchSize?: number;
}

const abandonedMessage = 'The worker running it stopped before it finished';

/**
 * Runs due jobs: claims a batch (`FOR UPDATE SKIP LOCKED`, so processes sharing the database never
 * take the same job), runs them, deletes the done ones and reschedules or buries the failed.
 * Rounds never overlap within a process; `wake` starts one at once instead of at the next poll.
 */
export class JobWorker {
  private round: Promise<number> = Promise.resolve(0);
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

  /** Runs rounds until no job is due; the jobs added before the call are then done or rescheduled. */
  async drain(): Promise<void> {
    while ((await this.nextRound()) > 0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.round.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      void this.nextRound()
        .catch((error: unknown) => this.options.onError(error))
        .then((claimed) => {
          if (!this.isStopped) this.schedule(claimed === this.batchSize ? 0 : this.pollMs);
        });
    }, delayMs);
    this.timer.unref();
  }

  private nextRound(): Promise<number> {
    this.round = this.round.catch(() => 0).then(() => this.runRound());
    return this.round;
  }

  private async runRound(): Promise<number> {
    const db = this.options.db();
    const claimed = await this.claim(db);
    await Promise.all(claimed.map((job) => this.run(db, job)));
    return claimed.length;
  }

  private async claim(db: Database) {
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
      .orderBy(jobs.runAt)
      .limit(this.batchSize)
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
        attempts: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
      });
  }

  private async run(
    db: Database,
    job: { id: string; queue: string; payload: unknown; attempts: number; maxAttempts: number },
  ): Promise<void> {
    // Taken over from a worker that died on its last attempt: buried, not run once more.
    if (job.attempts > job.maxAttempts) {
      await db
        .update(jobs)
        .set({ status: 'dead', lockedUntil: null, lastError: abandonedMessage })
        .where(eq(jobs.id, job.id));
      return;
    }
    try {
      await this.options.handlers.get(job.queue)!(job.payload);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      this.options.onError(error, job);
      const lastError = error instanceof Error ? error.message : String(error);
      const isDead = job.attempts >= job.maxAttempts;
      await db
        .update(jobs)
        .set({
          status: isDead ? 'dead' : 'queued',
          lockedUntil: null,
          lastError,
          runAt: isDead ? undefined : new Date(Date.now() + retryDelayMs(job.attempts)),
        })
        .where(eq(jobs.id, job.id));
    }
  }
}
