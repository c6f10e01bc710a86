import fp from 'fastify-plugin';
import type { DatabaseHandle } from './database';
import { DatabaseState } from './database-state';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseState;
  }
}

export interface DatabasePluginOptions {
  /** Opens, migrates and seeds the database; runs in the background while the server listens. */
  start: () => Promise<DatabaseHandle>;
}

/** Decorates `app.database` and closes it after the last in-flight request has finished. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const state = new DatabaseState(options.start);
    app.decorate('database', state);
    state.ready.catch((error: unknown) =>
      app.log.error({ err: error }, 'Database failed to start'),
    );
    // Fastify closes the HTTP server (waiting for in-flight requests) before plugin onClose hooks.
    app.addHook('onClose', async () => {
      await state.close();
    });
  },
  { name: 'database' },
);
