import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from './jobs-table';
import { buildTestApp } from '../../test/build-test-app';
import type { Database } from '../db/database';
import {
  cancelQueuedJob,
  enqueueJob,
  enqueueUnlessQueued,
  FinalJobError,
  type JobHandler,
} from './job-queue';
import { JobWorker, type JobWorkerOptions } from './job-worker';
import { retryDelayMs } from './retry-delay';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  app = await buildTestApp();
  db = app.database.db;
});
afterAll(() => app.close());

/** A worker of its own namespace, so these jobs meet no other worker. */
function workerFor(
  handlers: Record<string, JobHandler>,
  options: Pick<JobWorkerOptions, 'leaseMs' | 'batchSize'> = {},
) {
  const namespace = randomUUID();
  const errors: unknown[] = [];
  const worker = new JobWorker({
    db: () => db,
    namespace,
    handlers: new Map(Object.entries(handlers)),
    onError: (error) => errors.push(error),
    ...options,
  });
  return { worker, namespace, errors };
}

async function jobRow(id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('job worker', () => {
  it('runs a job with its payload and its id, and deletes it when done', async () => {
    const seen: unknown[] = [];
    const { worker, namespace } = workerFor({
      greet: async (payload, job) => void seen.push(payload, job.id, job.queuedAt),
    });
    const id = await enqueueJob(db, namespace, 'greet', { to: 'Rita' });
    await worker.drain();
    expect(seen).toEqual([{ to: 'Rita' }, id, expect.any(Date)]);
    expect(await jobRow(id)).toBeUndefined();
  });

  it('retries a failed job later and buries it after its last attempt', async () => {
    let tries = 0;
    const seen: Array<[number, number]> = [];
    const { worker, namespace, errors } = workerFor({
      flaky: async (_payload, job) => {
        tries += 1;
        seen.push([job.attempts, job.maxAttempts]);
        throw new Error(`SMTP down (${tries})`);
      },
    });
    const id = await enqueueJob(db, namespace, 'flaky', {}, { maxAttempts: 2 });
    await worker.drain();
    const waiting = await jobRow(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP down (1)' });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Make the retry due now instead of waiting for it.
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, id));
    await worker.drain();
    expect(await jobRow(id)).toMatchObject({
      status: 'dead',
      attempts: 2,
      lastError: 'SMTP down (2)',
      failedAt: expect.any(Date),
    });
    expect(tries).toBe(2);
    expect(errors).toHaveLength(2);
    // Each run knows its try, so a handler can tell its last.
    expect(seen).toEqual([
      [1, 2],
      [2, 2],
    ]);

    // A dead job is kept for the dead-letter queue and never runs again.
    await worker.drain();
    expect(tries).toBe(2);
  });

  it('buries a job at once when its handler says trying again cannot help', async () => {
    let tries = 0;
    const { worker, namespace } = workerFor({
      gone: async () => {
        tries += 1;
        throw new FinalJobError('The receiver answered 410 Gone');
      },
    });
    const id = await enqueueJob(db, namespace, 'gone', {});
    await worker.drain();
    expect(tries).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: 'The receiver answered 410 Gone',
    });
  });

  it('queues one link of a chain however many ask at once, and the successor of a running one', async () => {
    const namespace = randomUUID();
    const added = await Promise.all(
      [1, 2, 3].map(() => enqueueUnlessQueued(db, namespace, 'tick', {})),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    const [only] = await db.select().from(jobs).where(eq(jobs.namespace, namespace));
    expect(await enqueueUnlessQueued(db, namespace, 'tick', {})).toBe(false);
    expect(await enqueueUnlessQueued(db, namespace, 'tick', {}, { except: only!.id })).toBe(true);
    expect(await enqueueUnlessQueued(db, namespace, 'tick', {}, { except: only!.id })).toBe(false);
  });

  it('takes over a job whose worker died, and buries it when that was its last attempt', async () => {
    const seen: string[] = [];
    const { worker, namespace } = workerFor({ work: async () => void seen.push('ran') });
    const orphan = await enqueueJob(db, namespace, 'work', {});
    const lastTry = await enqueueJob(db, namespace, 'work', {}, { maxAttempts: 1 });
    const expired = sql`now() - interval '1 minute'`;
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: expired })
      .where(eq(jobs.id, orphan));
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: expired })
      .where(eq(jobs.id, lastTry));

    await worker.drain();
    expect(seen).toEqual(['ran']);
    expect(await jobRow(orphan)).toBeUndefined();
    expect(await jobRow(lastTry)).toMatchObject({ status: 'dead', failedAt: expect.any(Date) });
  });

  it('runs the due jobs of higher priority first, then in the order they became due', async () => {
    const seen: string[] = [];
    const { worker, namespace } = workerFor(
      { work: async (payload) => void seen.push((payload as { name: string }).name) },
      { batchSize: 1 },
    );
    await enqueueJob(db, namespace, 'work', { name: 'preview 1' }, { priority: -1 });
    await enqueueJob(db, namespace, 'work', { name: 'preview 2' }, { priority: -1 });
    await enqueueJob(db, namespace, 'work', { name: 'thumbnail' });
    await enqueueJob(db, namespace, 'work', { name: 'mail' }, { priority: 1 });
    await worker.drain();
    expect(seen).toEqual(['mail', 'thumbnail', 'preview 1', 'preview 2']);
  });

  it('leaves a job that another worker holds, and jobs of queues it has no handler for', async () => {
    const seen: string[] = [];
    const { worker, namespace } = workerFor({ work: async () => void seen.push('ran') });
    const held = await enqueueJob(db, namespace, 'work', {});
    const foreign = await enqueueJob(db, namespace, 'thumbnails', {});
    const later = sql`now() + interval '1 minute'`;
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: later })
      .where(eq(jobs.id, held));

    await worker.drain();
    expect(seen).toEqual([]);
    expect(await jobRow(held)).toMatchObject({ status: 'running' });
    expect(await jobRow(foreign)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('gives two workers on one database each job once', async () => {
    const seen: string[] = [];
    const namespace = randomUUID();
    const handlers = new Map<string, JobHandler>([
      ['count', async (payload) => void seen.push((payload as { n: string }).n)],
    ]);
    const workers = [1, 2].map(
      () => new JobWorker({ db: () => db, namespace, handlers, onError: () => {} }),
    );
    const numbers = Array.from({ length: 30 }, (_, n) => String(n));
    for (const n of numbers) await enqueueJob(db, namespace, 'count', { n });
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(seen.sort()).toEqual([...numbers].sort());
  });

  it('runs the jobs behind a slow one as places free up, without waiting for it', async () => {
    const done: string[] = [];
    let finishSlow = () => {};
    const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));
    const namespace = randomUUID();
    const worker = new JobWorker({
      db: () => db,
      namespace,
      handlers: new Map<string, JobHandler>([
        [
          'work',
          async (payload) => {
            const { name } = payload as { name: string };
            if (name === 'slow') await slowMayFinish;
            done.push(name);
          },
        ],
      ]),
      onError: () => {},
      batchSize: 2,
      pollMs: 60_000,
    });
    await enqueueJob(db, namespace, 'work', { name: 'slow' });
    for (const name of ['a', 'b', 'c']) await enqueueJob(db, namespace, 'work', { name });
    worker.start();
    await expect.poll(() => [...done].sort(), { timeout: 10_000 }).toEqual(['a', 'b', 'c']);
    finishSlow();
    await expect.poll(() => done, { timeout: 10_000 }).toContain('slow');
    await worker.stop();
  });

  it('drains the job that a job running in the background queued as it ended', async () => {
    const ran: string[] = [];
    let releaseFirst = () => {};
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted = () => {};
    const firstIsRunning = new Promise<void>((resolve) => (firstStarted = resolve));
    let claims = 0;
    let drainClaims = () => {};
    const drainIsClaiming = new Promise<void>((resolve) => (drainClaims = resolve));
    const namespace = randomUUID();
    const worker = new JobWorker({
      // Each round of claims asks for the database once: the background's, then the drain's.
      db: () => {
        claims += 1;
        if (claims === 2) drainClaims();
        return db;
      },
      namespace,
      handlers: new Map<string, JobHandler>([
        [
          'first',
          async () => {
            firstStarted();
            await firstMayEnd;
            await enqueueJob(db, namespace, 'second', {});
            ran.push('first');
          },
        ],
        ['second', async () => void ran.push('second')],
      ]),
      onError: () => {},
      pollMs: 60_000,
    });
    await enqueueJob(db, namespace, 'first', {});
    worker.start();
    await firstIsRunning;
    // A drain that claims while the background run holds the only job finds nothing; one that
    // waits for the run to end never claims before it, so the first may end after a moment.
    const drained = worker.drain();
    await Promise.race([drainIsClaiming, new Promise((resolve) => setTimeout(resolve, 200))]);
    releaseFirst();
    await drained;
    expect(ran).toEqual(['first', 'second']);
    await worker.stop();
  });

  it('cancels a job only while it waits', async () => {
    const { worker, namespace } = workerFor({
      fails: async () => {
        throw new FinalJobError('gone');
      },
    });
    const later = await enqueueJob(
      db,
      namespace,
      'fails',
      {},
      { runAt: new Date(Date.now() + 60_000) },
    );
    const dead = await enqueueJob(db, namespace, 'fails', {});
    await worker.drain();
    expect(await cancelQueuedJob(db, namespace, later)).toBe(true);
    expect(await cancelQueuedJob(db, namespace, later)).toBe(false);
    expect(await cancelQueuedJob(db, namespace, dead)).toBe(false);
    expect(await jobRow(later)).toBeUndefined();
    expect(await jobRow(dead)).toMatchObject({ status: 'dead' });
    await worker.stop();
  });

  it('queues nothing when the transaction that queued it rolls back', async () => {
    const { worker, namespace } = workerFor({ work: async () => {} });
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, namespace, 'work', {});
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const rows = await db.select().from(jobs).where(eq(jobs.namespace, namespace));
    expect(rows).toEqual([]);
    await worker.stop();
  });
});

describe('retry delay', () => {
  it('doubles from ten seconds up to an hour, with jitter of a fifth either way', () => {
    const middle = () => 0.5;
    expect(retryDelayMs(1, middle)).toBe(10_000);
    expect(retryDelayMs(2, middle)).toBe(20_000);
    expect(retryDelayMs(4, middle)).toBe(80_000);
    expect(retryDelayMs(30, middle)).toBe(3_600_000);
    expect(retryDelayMs(1, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, () => 1)).toBe(12_000);
  });
});
