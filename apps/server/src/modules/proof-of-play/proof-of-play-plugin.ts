import fp from 'fastify-plugin';
import { ensurePlayPartitions } from './play-partitions';
import { upkeepPlays } from './play-retention';

/** The queue of the plays' upkeep run: one job at a time, which queues the next as it ends. */
export const playRetentionQueue = 'proofOfPlay.retention';
const retentionEveryMs = 3600_000;

/**
 * The upkeep of plays (month tables, retention) as a chain of `runAt` jobs, one an hour across
 * all processes (as the alarm check's chain): each run queues its successor, and a process asks
 * for the chain at start only when no link waits or runs.
 */
export const proofOfPlayPlugin = fp(
  async (app) => {
    app.jobs.handle(playRetentionQueue, async (_payload, job) => {
      try {
        await upkeepPlays(app.database.db, new Date());
      } catch (error) {
        app.log.error({ err: error }, 'The upkeep of plays failed');
      }
      await app.jobs.enqueueUnlessQueued(
        playRetentionQueue,
        {},
        { runAt: new Date(Date.now() + retentionEveryMs), except: job.id },
      );
    });
    app.addHook('onReady', async () => {
      // This month's table first: a process started long after the last upkeep must not wait
      // for the chain's next link to take plays.
      app.database.ready
        .then(() => ensurePlayPartitions(app.database.db, new Date()))
        .then(() => app.jobs.enqueueUnlessQueued(playRetentionQueue, {}))
        .catch((error: unknown) => app.log.error({ err: error }, 'Play retention could not start'));
    });
  },
  { name: 'proof-of-play', dependencies: ['jobs'] },
);
