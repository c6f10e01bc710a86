import fp from 'fastify-plugin';
import { accountBroadcastsCacheOf } from './account-broadcasts-cache';
import { ContentChangeProcessor } from './content-change-processor';
import { contentChangeChannel } from './content-changes';

export interface ContentChanges {
  /** Settles once this process hears recorded changes (and has taken what was left). */
  listening: Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/**
 * Every process takes its share of the recorded content changes, so one that stopped between a
 * write's commit and telling the screens leaves the work to the others. It hears each record's
 * notice once the database is up, and stops before the database closes.
 */
export const contentChangesPlugin = fp(
  async (app) => {
    const onError = (error: unknown) => app.log.warn({ err: error }, 'Content change error');
    const db = () => app.database.db;
    const processor = new ContentChangeProcessor(db, onError);
    let stopListening: (() => Promise<void>) | undefined;
    const listening = app.database.ready.then(async () => {
      const channel = await app.database.listen(contentChangeChannel, {
        onNotice: (accountId) => {
          // Whichever process takes the record, every one drops what it keeps of the account.
          accountBroadcastsCacheOf(db()).forget([accountId]);
          processor.wake();
        },
        // What is kept of any account may change unheard while the connection is down. Records
        // made meanwhile wait in the database and are taken once it is back.
        onListening: (isListening) => {
          accountBroadcastsCacheOf(db()).setHearingChanges(isListening);
          if (isListening) processor.wake();
        },
      });
      stopListening = () => channel.stop();
      await processor.start();
    });
    listening.catch(() => undefined);
    app.decorate('contentChanges', { listening } satisfies ContentChanges);

    app.addHook('preClose', async () => {
      await listening.catch(() => undefined);
      await stopListening?.();
      await processor.stop();
    });
  },
  { name: 'content-changes', dependencies: ['database'] },
);
