import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema';
import { applyMigrations } from './migrate';

export type Schema = typeof schema;

/** The Drizzle database, the same type whichever engine runs below it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Where the data lives: a PostgreSQL server, a PGlite directory, or PGlite in memory (tests). */
export type DatabaseLocation =
  | { engine: 'postgres'; url: string }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite-memory' };

export interface DatabaseHandle {
  db: Database;
  engine: 'postgres' | 'pglite';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` by any process on this database; answers the
   * function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The location the configuration asks for: `DATABASE_URL` when set, else PGlite in DATA_DIR. */
export function databaseLocation(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseLocation {
  if (config.databaseUrl) return { engine: 'postgres', url: config.databaseUrl };
  return { engine: 'pglite', dataDir: join(config.dataDir, 'pglite') };
}

/**
 * Opens the database and brings its schema up to date. A pooled PostgreSQL connection can fail
 * while idle (server restart); that is reported, and the pool connects again on the next query.
 */
export async function openDatabase(
  location: DatabaseLocation,
  onConnectionError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    pool.on('error', onConnectionError);
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await applyMigrations({ engine: 'postgres', db, pool });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      engine: 'postgres',
      listen: (channel, onPayload) =>
        listenOnPostgres(location.url, channel, onPayload, onConnectionError),
      close: () => pool.end(),
    };
  }
  const dataDir = location.engine === 'pglite' ? location.dataDir : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  try {
    await applyMigrations({ engine: 'pglite', db });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), connecting
 * again after a failure; notices sent while it is away are lost, so listeners also catch up on
 * their own (screens fetch pending commands when they reconnect).
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnectionError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let isStopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      onConnectionError(error);
      next.end().catch(() => undefined);
      if (!isStopped) setTimeout(() => void connect().catch(onConnectionError), 1000).unref();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end();
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot say. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
