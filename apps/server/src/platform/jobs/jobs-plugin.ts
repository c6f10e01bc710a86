import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Endpoint, EndpointDeclaration } from './endpoints';
import { enqueueJob, enqueueUnlessQueued, type JobHandler, type JobOptions } from './job-queue';
import { JobWorker } from './job-worker';
import { waitBeforeAnswer } from '../db/waits-before-answer';

export interface Jobs {
  /**
   * Registers the handler of a queue; only queues with a handler are worked on here. A queue that
   * moves data in or out of the system declares itself an integration endpoint.
   */
  handle(queue: string, handler: JobHandler, endpoint?: EndpointDeclaration): void;
  /** The queues declared endpoints, in the order they were registered. */
  endpoints(): readonly Endpoint[];
  /** Whose jobs these are, for the functions that read and change dead jobs. */
  readonly namespace: string;
  /** Adds a job, inside `db` when that is a transaction, and starts working on it at once. */
  enqueue(queue: string, payload: unknown, options?: JobOptions, db?: Database): Promise<string>;
  /**
   * Adds a job unless its queue holds one waiting or running in any process (besides `except`):
   * the link of a chain that must run once however many processes start. False when one was there.
   */
  enqueueUnlessQueued(
    queue: string,
    payload: unknown,
    options?: JobOptions & { except?: string },
  ): Promise<boolean>;
  /** Finishes every job that is due now: for shutdown paths and for tests that read results. */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  namespace: string;
}

/** Decorates `app.jobs`; the worker runs once the database is up and stops before it closes. */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { namespace }) => {
    const handlers = new Map<string, JobHandler>();
    const endpoints: Endpoint[] = [];
    const worker = new JobWorker({
      db: () => app.database.db,
      namespace,
      handlers,
      onError: (error, job) =>
        app.log.warn(
          { err: error, job },
          job ? 'A background job failed' : 'The job worker could not look for work',
        ),
    });
    app.decorate('jobs', {
      handle(queue, handler, endpoint) {
        handlers.set(queue, handler);
        if (endpoint) endpoints.push({ id: queue, ...endpoint });
      },
      endpoints: () => endpoints,
      namespace,
      async enqueue(queue, payload, options, db = app.database.db) {
        const id = await enqueueJob(db, namespace, queue, payload, options);
        worker.wake();
        // Inside a transaction the job is not there for the worker until the commit: a request
        // wakes it again once its writes are in, rather than leaving it to the next poll.
        waitBeforeAnswer(async () => worker.wake());
        return id;
      },
      async enqueueUnlessQueued(queue, payload, options) {
        const isAdded = await enqueueUnlessQueued(
          app.database.db,
          namespace,
          queue,
          payload,
          options,
        );
        if (isAdded) worker.wake();
        return isAdded;
      },
      drain: () => worker.drain(),
    } satisfies Jobs);
    app.addHook('onReady', async () => {
      app.database.ready.then(
        () => worker.start(),
        () => undefined,
      );
    });
    app.addHook('preClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['database'] },
);
