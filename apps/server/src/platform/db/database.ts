import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { postgresListener, type ChannelHandlers, type Listening } from './database-listener';
import { applyMigrations } from './migrate';
import { initialisePgliteFolder, pgliteStartParams } from './pglite-start';

/**
 * The Drizzle database, the same type whichever engine runs below it. It knows no tables: the
 * platform owns none of the app's, and queries name the tables they read with the select builder.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Where the data lives: a PostgreSQL server, a PGlite directory, or PGlite in memory (tests). */
export type DatabaseLocation =
  | { engine: 'postgres'; url: string }
  | { engine: 'pglite'; dataDir: string }
  | { engine: 'pglite-memory' };

export interface DatabaseHandle {
  db: Database;
  engine: 'postgres' | 'pglite';
  /**
   * Hears the notices (`pg_notify`) every process on this database sends on a channel; on
   * PostgreSQL every channel of a process shares one connection.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Listening>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Most connections one process holds to a PostgreSQL server (besides one for notices). */
  poolSize?: number;
  /** A pooled or listening PostgreSQL connection failed while idle. */
  onConnectionError?: (error: Error) => void;
  /** How the one listening PostgreSQL connection is named in pg_stat_activity. */
  listenerName?: string;
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
  { poolSize = 10, onConnectionError = () => {}, listenerName }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (location.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: poolSize });
    pool.on('error', onConnectionError);
    const db = drizzleNodePg({ client: pool });
    try {
      await applyMigrations({ engine: 'postgres', db, pool });
    } catch (error) {
      await pool.end();
      throw error;
    }
    // One connection hears every channel this process listens on.
    const listener = postgresListener(location.url, {
      applicationName: listenerName,
      onError: onConnectionError,
    });
    return {
      db,
      engine: 'postgres',
      listen: (channel, handlers) => listener.listen(channel, handlers),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dataDir = location.engine === 'pglite' ? location.dataDir : undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    await initialisePgliteFolder(dataDir);
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: pgliteStartParams,
  });
  const db = drizzlePglite({ client });
  try {
    await applyMigrations({ engine: 'pglite', db });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db,
    engine: 'pglite',
    // One process owns an embedded database: its notices are handed over before the writing
    // query answers, so there is never anything to catch up on.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotice);
      handlers.onListening(true);
      return { catchUp: async () => {}, stop: () => stop() };
    },
    close: () => client.close(),
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot say. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
