import fp from 'fastify-plugin';
import { removeOldPlays } from './play-retention';

/** The queue of the retention run: one job at a time, which queues the next as it ends. */
export const playRetentionQueue = 'proofOfPlay.retention';
const retentionEveryMs = 3600_000;

/**
 * Retention of plays as a chain of `runAt` jobs, one an hour across all processes (as the alarm
 * check's chain): each run queues its successor, and a process asks for the chain at start only
 * when no link waits or runs.
 */
export const proofOfPlayPlugin = fp(
  async (app) => {
    app.jobs.handle(playRetentionQueue, async (_payload, job) => {
      try {
        await removeOldPlays(app.database.db, new Date());
      } catch (error) {
        app.log.error({ err: error }, 'Removing old plays failed');
      }
      await app.jobs.enqueueUnlessQueued(
        playRetentionQueue,
        {},
        { runAt: new Date(Date.now() + retentionEveryMs), except: job.id },
      );
    });
    app.addHook('onReady', async () => {
      app.database.ready
        .then(() => app.jobs.enqueueUnlessQueued(playRetentionQueue, {}))
        .catch((error: unknown) => app.log.error({ err: error }, 'Play retention could not start'));
    });
  },
  { name: 'proof-of-play', dependencies: ['jobs'] },
);
