import { ServiceUnavailable } from '../errors';
import type { Database, DatabaseHandle } from './database';

export type DatabaseStatus = 'starting' | 'up' | 'failed' | 'closed';

/**
 * The database as the app sees it while it starts: the server listens at once, and calls that
 * need the database answer 503 until it is open, migrated and seeded.
 */
export class DatabaseState {
  status: DatabaseStatus = 'starting';
  /** Settles when the database is up, rejects when it could not start. */
  readonly ready: Promise<void>;
  private handle: DatabaseHandle | undefined;

  constructor(start: () => Promise<DatabaseHandle>) {
    this.ready = start().then(
      (handle) => {
        this.handle = handle;
        this.status = 'up';
      },
      (error: unknown) => {
        this.status = 'failed';
        throw error;
      },
    );
    // The failure is reported through `ready` and the health check; an unobserved rejection
    // must not end the process before either looks.
    this.ready.catch(() => undefined);
  }

  /** The open database; 503 while it is starting or after it failed. */
  get db(): Database {
    if (this.status !== 'up' || !this.handle) throw new ServiceUnavailable();
    return this.handle.db;
  }

  get engine(): DatabaseHandle['engine'] | undefined {
    return this.handle?.engine;
  }

  /** Listens for NOTIFY on a channel of the open database (see `DatabaseHandle.listen`). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (this.status !== 'up' || !this.handle) throw new ServiceUnavailable();
    return this.handle.listen(channel, onPayload);
  }

  /** Closes the database once its start has settled. */
  async close(): Promise<void> {
    await this.ready.catch(() => undefined);
    const handle = this.handle;
    this.handle = undefined;
    this.status = 'closed';
    await handle?.close();
  }
}
